import { Card, Empty, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { OutboxMail } from '../db/types';

export type OpenLink = (href: string) => void;

/** The app's base path (when absolute) in front of an app-relative link (`/register/confirm/x`). */
export function appHref(link: string, base: string = import.meta.env.BASE_URL ?? '/'): string {
  if (/^https?:\/\//.test(link)) return link;
  const path = link.startsWith('/') ? link : `/${link}`;
  return base.startsWith('/') ? `${base.replace(/\/$/, '')}${path}` : path;
}

/** The mails the mock server "sent", newest first; their links open in this tab. */
export function OutboxTab({ outbox, openLink }: { outbox: OutboxMail[]; openLink: OpenLink }) {
  const mails = [...outbox].sort((a, b) => b.sentAt - a.sentAt || b.id - a.id);
  if (mails.length === 0) return <Empty description="No mails sent yet" />;

  return (
    <Flex vertical gap={8} role="list" aria-label="Outbox">
      {mails.map((mail) => {
        const href = appHref(mail.link);
        return (
          <Card key={mail.id} size="small" role="listitem" title={mail.subject}>
            <Flex vertical gap={2}>
              <Typography.Text>To: {mail.to}</Typography.Text>
              <Typography.Text type="secondary">
                {dayjs.unix(mail.sentAt).format('YYYY-MM-DD HH:mm')}
              </Typography.Text>
              <Typography.Link
                href={href}
                onClick={(e) => {
                  e.preventDefault();
                  openLink(href);
                }}
              >
                {mail.link}
              </Typography.Link>
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
