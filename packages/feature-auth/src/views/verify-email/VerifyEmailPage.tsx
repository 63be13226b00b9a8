import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@tessera/ui';
import { AuthFrame } from '../frame/AuthFrame';
import type { AuthPageProps } from '../frame/authPages';
import { useSimulatedRequest } from '../shared/useSimulatedRequest';

/** "Check your inbox", with a way to ask for the activation link again. */
export default function VerifyEmailPage(props: AuthPageProps) {
  const { t } = useTranslation('auth');
  const resend = useSimulatedRequest();
  return (
    <AuthFrame {...props} title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      <LinkButton to="/" type="primary" block>
        {t('verifyEmail.skip')}
      </LinkButton>
      <p className="auth-frame__footer">
        {t('verifyEmail.noEmail')}{' '}
        <Button type="link" size="small" loading={resend.sending} onClick={resend.send}>
          {t('verifyEmail.resend')}
        </Button>
      </p>
      {resend.done && <Alert type="success" showIcon title={t('verifyEmail.resent')} />}
    </AuthFrame>
  );
}
