import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../frame/AuthFrame';
import type { AuthPageProps } from '../frame/authPages';
import { AuthSwitch } from '../shared/AuthLinks';
import { LoginForm } from './LoginForm';

export default function LoginPage(props: AuthPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame {...props} title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
      <AuthSwitch prompt={t('login.noAccount')} page="register" label={t('login.createAccount')} />
    </AuthFrame>
  );
}
