/**
 * Newsletter subscription: a toggle and Save, enabled only when the toggle differs from the
 * saved choice. Subscribing mails a confirmation link (valid 24 hours) and the subscription is
 * active once it is confirmed; until then (the server says until when) the card says that the
 * link was mailed and offers to mail it again. Unsubscribing takes effect at once and withdraws
 * a link still waiting. Only the user can change it (the call acts on the session).
 */
import { Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUpdateNewsletterMutation } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import type { ProfileCardProps } from './PersonalInfoCard';

export function NewsletterCard({ user, isOwn }: ProfileCardProps) {
  const pendingUntil = user.newsletterActive ? null : user.newsletterPendingUntil;
  // a subscription waiting for its confirmation is the user's choice too
  const saved = user.newsletterActive || pendingUntil !== null;
  const [value, setValue] = useState(saved);
  const [update, { isLoading }] = useUpdateNewsletterMutation();
  const { setUser } = useSession();

  const save = async (subscribe: boolean) => {
    try {
      const next = await update({ newsletterUpdate: { newsletterActive: subscribe } }).unwrap();
      setValue(subscribe);
      setUser(next);
      if (subscribe) notify.info(PROFILE_MESSAGES.subscribeNotice);
      else notify.success(PROFILE_MESSAGES.unsubscribed);
    } catch {
      // shown by the central error handler
    }
  };

  const state = !value
    ? 'Not subscribed'
    : value === saved && pendingUntil !== null
      ? 'Waiting for confirmation'
      : 'Subscribed';
  return (
    <Card title="Newsletter" role="region" aria-label="Newsletter">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          News about the product and its parameters by e-mail. See the{' '}
          <Link to={paths.info.privacyNewsletter}>newsletter privacy statement</Link>.
        </Typography.Text>
        <Flex align="center" justify="space-between" gap={12}>
          <Flex align="center" gap={8}>
            <Switch
              checked={value}
              onChange={setValue}
              disabled={!isOwn}
              aria-label="Subscribe to the newsletter"
            />
            <Typography.Text>{state}</Typography.Text>
          </Flex>
          {isOwn && (
            <Button
              type="primary"
              disabled={value === saved}
              loading={isLoading}
              onClick={() => void save(value)}
            >
              Save
            </Button>
          )}
        </Flex>
        {pendingUntil !== null && (
          <Flex vertical gap={4} role="status">
            <Typography.Text>
              {PROFILE_MESSAGES.newsletterPending(user.email, formatDateTime(pendingUntil))}
            </Typography.Text>
            {isOwn && (
              <Button
                type="link"
                size="small"
                disabled={isLoading}
                onClick={() => void save(true)}
                style={{ padding: 0, alignSelf: 'flex-start' }}
              >
                Send the link again
              </Button>
            )}
          </Flex>
        )}
        {!isOwn && (
          <Typography.Text type="secondary">
            Only the user can change the subscription.
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
