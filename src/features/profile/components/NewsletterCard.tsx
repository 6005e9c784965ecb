/**
 * Newsletter subscription: a toggle and Save, enabled only when the toggle differs from the
 * saved value. Subscribing mails a confirmation link (valid 24 hours; active once confirmed);
 * unsubscribing takes effect at once. Only the user can change it (the call acts on the session).
 */
import { Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUpdateNewsletterMutation } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import type { ProfileCardProps } from './PersonalInfoCard';

export function NewsletterCard({ user, isOwn }: ProfileCardProps) {
  const [saved, setSaved] = useState(user.newsletterActive);
  const [value, setValue] = useState(saved);
  const [update, { isLoading }] = useUpdateNewsletterMutation();
  const { setUser } = useSession();

  const save = async () => {
    try {
      const next = await update({ newsletterUpdate: { newsletterActive: value } }).unwrap();
      setSaved(value);
      setUser(next);
      if (value) notify.info(PROFILE_MESSAGES.subscribeNotice);
      else notify.success(PROFILE_MESSAGES.unsubscribed);
    } catch {
      // shown by the central error handler
    }
  };

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
            <Typography.Text>{value ? 'Subscribed' : 'Not subscribed'}</Typography.Text>
          </Flex>
          {isOwn && (
            <Button
              type="primary"
              disabled={value === saved}
              loading={isLoading}
              onClick={() => void save()}
            >
              Save
            </Button>
          )}
        </Flex>
        {!isOwn && (
          <Typography.Text type="secondary">
            Only the user can change the subscription.
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
