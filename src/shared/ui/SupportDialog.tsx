import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { supportEmail } from '@/shared/config/contacts';
import { useCountryCode } from '@/shared/config/countryCode';
import { buildSupportMailto, type SupportRequest } from './supportMail';

export const SUPPORT_DIALOG_MAX_WIDTH = 650;

export interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens the mail client; defaults to navigating to the mailto link. */
  openMail?: (href: string) => void;
}

const openMailClient = (href: string) => {
  window.location.href = href;
};

const deviceTypes = [
  { value: 'Android', label: 'Android' },
  { value: 'iOS', label: 'iOS' },
];

/**
 * Technical support: device name, type and OS version plus a description, sent through the
 * user's mail client to the regional support address. No validation, no server call.
 * The page cannot tell whether a mail program opened, so Send keeps the dialog and what was
 * typed, and says where to write without one (the address as a link with the same message);
 * closing the dialog clears it.
 */
export function SupportDialog({ open, onClose, openMail = openMailClient }: SupportDialogProps) {
  const [form] = Form.useForm<SupportRequest>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<{ address: string; href: string } | null>(null);
  const { isUsOrCanada } = useCountryCode();

  const submit = (values: SupportRequest) => {
    setSubmitting(true);
    try {
      const address = supportEmail(isUsOrCanada);
      const href = buildSupportMailto(address, values);
      openMail(href);
      setSentTo({ address, href });
    } finally {
      setSubmitting(false);
    }
  };
  const close = () => {
    form.resetFields();
    setSentTo(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Technical Support"
      width={SUPPORT_DIALOG_MAX_WIDTH}
      onCancel={close}
      footer={null}
      forceRender
    >
      {sentTo && (
        <Alert
          role="status"
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              Your mail program should open a message to {sentTo.address} with what you entered. If
              none opened, write to <a href={sentTo.href}>{sentTo.address}</a> yourself: your text
              stays here until you close this window.
            </>
          }
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} name="technical-support">
        <Form.Item name="deviceName" label="Device name">
          <Input />
        </Form.Item>
        <Form.Item name="deviceType" label="Device type">
          <Select options={deviceTypes} placeholder="Select" allowClear />
        </Form.Item>
        <Form.Item name="deviceVersion" label="OS version">
          <Input />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={submitting} block>
          Send
        </Button>
      </Form>
    </Modal>
  );
}
