/**
 * Newsletter confirmation from the mailed link (spec 1 sections 2.7, 7 and 8): 'Confirm
 * newsletter activation' while the call runs, then base. Success says 'Your registration to the
 * newsletter has been confirmed.'; on 400 straight to base (the central handler reports the
 * failure). A logged-in user whose newsletter is already active goes to base without a call.
 */
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useConfirmNewsletterMutation } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notify';
import { AuthCard } from '../components/AuthCard';
import { TokenProgress } from '../components/TokenProgress';
import { useOnceOnMount } from '../hooks/useOnceOnMount';
import { NEWSLETTER_TEXTS as T } from '../utils/authTexts';

export function NewsletterConfirmPage() {
  const { token = '' } = useParams();
  const [confirm] = useConfirmNewsletterMutation();
  const session = useSession();
  const navigate = useNavigate();
  const alreadyActive = session.user?.newsletterActive === true;
  const known = session.status !== 'loading';

  useOnceOnMount(() => {
    if (alreadyActive) return;
    confirm({ newsletterConfirm: { token } })
      .unwrap()
      .then(
        () => notify.success(T.confirmed),
        () => undefined,
      )
      .finally(() => navigate(paths.root, { replace: true }));
  }, known);

  if (known && alreadyActive) return <Navigate to={paths.root} replace />;
  return (
    <AuthCard label="Newsletter confirmation">
      <TokenProgress text={T.loading} />
    </AuthCard>
  );
}
