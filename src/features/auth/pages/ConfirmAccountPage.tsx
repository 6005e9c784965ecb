/**
 * Account confirmation from the mailed link (spec 1 sections 2.5, 4 and 8): 'Confirming
 * account', then the welcome text or the error text; 'Proceed to dashboard' for a logged-in
 * visitor, otherwise 'Back to login'. The call is made once, also in StrictMode.
 */
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useConfirmRegistrationMutation } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { AuthCard } from '../components/AuthCard';
import { TokenProgress } from '../components/TokenProgress';
import { useOnceOnMount } from '../hooks/useOnceOnMount';
import { CONFIRMATION_TEXTS as T } from '../utils/authTexts';
import { confirmationErrorText } from '../utils/confirmationError';

type Outcome = { kind: 'loading' } | { kind: 'confirmed' } | { kind: 'failed'; text: string };

export function ConfirmAccountPage() {
  const { token = '' } = useParams();
  const [confirm] = useConfirmRegistrationMutation();
  const session = useSession();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useOnceOnMount(() => {
    confirm({ token })
      .unwrap()
      .then(
        () => setOutcome({ kind: 'confirmed' }),
        (error: unknown) => setOutcome({ kind: 'failed', text: confirmationErrorText(error) }),
      );
  });

  const action =
    session.status === 'loading' ? null : session.userId !== null ? (
      <Button type="primary" onClick={() => navigate(paths.root)}>
        {T.toDashboard}
      </Button>
    ) : (
      <Button type="primary" onClick={() => navigate(paths.login)}>
        {T.toLogin}
      </Button>
    );

  return (
    <AuthCard label="Account confirmation" maxWidth={520}>
      {outcome.kind === 'loading' ? (
        <TokenProgress text={T.loading} />
      ) : outcome.kind === 'confirmed' ? (
        <Result status="success" title={T.welcomeTitle} subTitle={T.welcome} extra={action} />
      ) : (
        <Result status="warning" title={outcome.text} extra={action} />
      )}
    </AuthCard>
  );
}
