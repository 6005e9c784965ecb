/**
 * Any /resetting/* path that is neither the request nor a reset link (spec 1 section 2.1: "any
 * other path shows a fallback"): a short explanation with the way to a new link and to login.
 * /resetting itself redirects to the request screen (see routes.tsx).
 */
import { Button, Result } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { AuthCard } from '../components/AuthCard';
import { RESET_TEXTS as T } from '../utils/authTexts';

export function ResettingFallbackPage() {
  const navigate = useNavigate();
  return (
    <AuthCard label="Password reset" maxWidth={520}>
      <Result
        status="info"
        title={T.fallbackTitle}
        subTitle={T.fallbackText}
        extra={[
          <Button key="request" type="primary" onClick={() => navigate(paths.resettingRequest)}>
            {T.fallbackRequest}
          </Button>,
          <Link key="login" to={paths.login}>
            {T.returnToLogin}
          </Link>,
        ]}
      />
    </AuthCard>
  );
}
