import { LeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthPagePath, type AuthPageName } from '../frame/authPages';

/** The line under a form that leads to another auth page ("New on our platform? Create an account"). */
export function AuthSwitch({
  prompt,
  page,
  label,
}: {
  prompt: string;
  page: AuthPageName;
  label: string;
}) {
  const pathTo = useAuthPagePath();
  return (
    <p className="auth-frame__footer">
      {prompt} <Link to={pathTo(page)}>{label}</Link>
    </p>
  );
}

export function BackToLogin() {
  const { t } = useTranslation('auth');
  const pathTo = useAuthPagePath();
  return (
    <p className="auth-frame__footer">
      <Link to={pathTo('login')}>
        <LeftOutlined aria-hidden /> {t('backToLogin')}
      </Link>
    </p>
  );
}
