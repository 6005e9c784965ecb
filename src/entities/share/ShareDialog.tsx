/**
 * 'Share Snapshot' / 'Share Dynamic': two steps. First the recipients (rows added and removed,
 * each checked as typed: 'Invalid e-mail', 'Duplicate e-mail'; Share is disabled while any row
 * has an error, and that error shows under its row meanwhile; empty rows are dropped on send; no
 * recipient at all just makes the link).
 * Then the link, with copy to clipboard. Closing resets the dialog. A snapshot shows the data as
 * it is now for 30 days; a dynamic link shows the current data until it is revoked.
 */
import { CheckOutlined, CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useCreateShareMutation, violationsOf, type ShareCreated } from '@/api';
import { formatDate } from '@/shared/lib/format';
import { useReportApiError } from '@/shared/ui/formErrors';
import { notify } from '@/shared/ui/notify';
import {
  absoluteShareLink,
  recipientErrors,
  recipientsToSend,
  SNAPSHOT_VALID_DAYS,
} from './shareRules';

export type ShareMode = 'snapshot' | 'dynamic';
export type ShareResourceKind = 'analysis' | 'result';

export const COPY_FAILED = 'Copying to clipboard was not successful.';
export const COPY_UNSUPPORTED = 'Copying to clipboard is not supported in your browser.';

export interface ShareDialogProps {
  open: boolean;
  mode: ShareMode;
  resource: ShareResourceKind;
  resourceId: number;
  onClose: () => void;
}

export const shareDialogTitle = (mode: ShareMode) =>
  mode === 'snapshot' ? 'Share Snapshot' : 'Share Dynamic';

/** The dialog's frame; the body is destroyed on close, so nothing survives to the next opening. */
export function ShareDialog(props: ShareDialogProps) {
  return (
    <Modal
      open={props.open}
      title={shareDialogTitle(props.mode)}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <ShareDialogBody {...props} />
    </Modal>
  );
}

function ShareDialogBody({ mode, resource, resourceId, onClose }: ShareDialogProps) {
  const [rows, setRows] = useState<string[]>(['']);
  const [serverErrors, setServerErrors] = useState<(string | null)[]>([]);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const [create, { isLoading }] = useCreateShareMutation();
  const reportError = useReportApiError();
  const errors = useMemo(() => recipientErrors(rows), [rows]);
  const hasError = errors.some(Boolean);
  const what = resource === 'analysis' ? 'analysis' : 'result';

  const setRow = (i: number, value: string) => {
    setRows((r) => r.map((v, j) => (j === i ? value : v)));
    setServerErrors((e) => e.map((v, j) => (j === i ? null : v)));
  };
  const addRow = () => setRows((r) => [...r, '']);
  const removeRow = (i: number) => {
    setRows((r) => (r.length === 1 ? [''] : r.filter((_, j) => j !== i)));
    setServerErrors((e) => e.filter((_, j) => j !== i));
  };

  const send = async () => {
    const emails = recipientsToSend(rows);
    // which row each sent address came from, for the server's `emails[i]` violations
    const rowOf = rows.flatMap((r, i) => (r.trim() ? [i] : []));
    try {
      const result = await create({
        type: mode,
        resource,
        shareCreate: { emails, from: resourceId },
      }).unwrap();
      setCreated(result);
    } catch (error) {
      const onRows: (string | null)[] = rows.map(() => null);
      const rest = violationsOf(error).filter((v) => {
        const m = /^emails\[(\d+)\]$/.exec(v.propertyPath);
        if (!m || rowOf[Number(m[1])] === undefined) return true;
        onRows[rowOf[Number(m[1])]!] = v.message;
        return false;
      });
      setServerErrors(onRows);
      if (rest.length || !onRows.some(Boolean)) reportError(error);
    }
  };

  if (created)
    return (
      <ShareLinkStep
        mode={mode}
        what={what}
        created={created}
        sent={recipientsToSend(rows).length}
        onClose={onClose}
      />
    );

  return (
    <Form
      layout="vertical"
      onFinish={() => void send()}
      aria-label={shareDialogTitle(mode)}
      requiredMark={false}
    >
      <Typography.Paragraph>
        {mode === 'snapshot'
          ? `A snapshot shows this ${what} as it is now, for ${SNAPSHOT_VALID_DAYS} days.`
          : `A dynamic link always shows the current state of this ${what}, until you revoke it.`}{' '}
        Enter the e-mail addresses to invite, or leave them empty to get the link only.
      </Typography.Paragraph>
      {rows.map((value, i) => {
        // what disables Share is said at once, not only once the field is left
        const message = serverErrors[i] ?? errors[i];
        return (
          <Form.Item
            key={i}
            label={`Recipient ${i + 1}`}
            htmlFor={`share-recipient-${i}`}
            validateStatus={message ? 'error' : undefined}
            help={message ?? undefined}
            style={{ marginBottom: 12 }}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id={`share-recipient-${i}`}
                type="email"
                autoComplete="email"
                placeholder="name@company.com"
                value={value}
                onChange={(e) => setRow(i, e.target.value)}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={`Remove recipient ${i + 1}`}
                onClick={() => removeRow(i)}
              />
            </Space.Compact>
          </Form.Item>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} onClick={addRow} block>
        Add recipient
      </Button>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={isLoading}
          disabled={hasError || serverErrors.some(Boolean)}
        >
          Share
        </Button>
      </Flex>
    </Form>
  );
}

function ShareLinkStep({
  mode,
  what,
  created,
  sent,
  onClose,
}: {
  mode: ShareMode;
  what: string;
  created: ShareCreated;
  sent: number;
  onClose: () => void;
}) {
  const link = absoluteShareLink(created.shareLink);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!navigator.clipboard?.writeText) return void notify.error(COPY_UNSUPPORTED);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      notify.error(COPY_FAILED);
    }
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {sent > 0
          ? `The link to this ${what} was sent to ${sent === 1 ? '1 recipient' : `${sent} recipients`}. `
          : ''}
        {mode === 'snapshot' && created.validUntil
          ? `It is valid until ${formatDate(created.validUntil)}.`
          : 'It stays valid until you revoke it.'}
      </Typography.Paragraph>
      <div>
        <label htmlFor="share-link" style={{ display: 'block', marginBottom: 4 }}>
          Share link
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input id="share-link" readOnly value={link} onFocus={(e) => e.target.select()} />
          <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Space.Compact>
      </div>
      <Flex justify="flex-end">
        {/* not 'Close': the dialog's own close (x) button already has that name */}
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}
