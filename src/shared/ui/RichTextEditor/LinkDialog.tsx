/**
 * The address of a link; empty removes the link. An address without a scheme gets https://;
 * only web and mail addresses are taken.
 */
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { SAFE_LINK } from './extensions';

export interface LinkDialogProps {
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
}

export function LinkDialog({ initial, onApply, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(initial);
  const trimmed = href.trim();
  const withScheme = trimmed && !/^[a-z]+:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  const bad = withScheme !== '' && !SAFE_LINK.test(withScheme);
  return (
    <Modal
      open
      title="Link"
      okText="Apply"
      okButtonProps={{ disabled: bad }}
      onOk={() => onApply(withScheme)}
      onCancel={onClose}
    >
      <label htmlFor="rich-text-link">Link address</label>
      <Input
        id="rich-text-link"
        autoFocus
        value={href}
        placeholder="https://"
        status={bad ? 'error' : undefined}
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={() => !bad && onApply(withScheme)}
      />
      {bad && (
        <Typography.Text type="danger">
          Only web (https://) and mail (mailto:) addresses.
        </Typography.Text>
      )}
    </Modal>
  );
}
