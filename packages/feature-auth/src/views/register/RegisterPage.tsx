import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../frame/AuthFrame';
import type { AuthPageProps } from '../frame/authPages';
import { AuthSwitch } from '../shared/AuthLinks';
import { RegisterForm } from './RegisterForm';

export default function RegisterPage(props: AuthPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame {...props} title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm />
      <AuthSwitch prompt={t('register.haveAccount')} page="login" label={t('register.signIn')} />
    </AuthFrame>
  );
}
