import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginCredentials } from '../../store/slice';

/** The demo accounts the fake server knows (DESIGN.md, "Auth and access"). */
export const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const;

/** Lists the demo accounts; picking one fills the login form with it. */
export function DemoAccounts({ onPick }: { onPick: (account: LoginCredentials) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Alert
      className="auth-demo-accounts"
      type="info"
      role="note"
      title={t('login.demoTitle')}
      description={
        <>
          {t('login.demoHint')}
          <ul>
            {demoAccounts.map(({ role, email, password }) => (
              <li key={role}>
                <Button type="link" onClick={() => onPick({ email, password })}>
                  {t('login.demoAccount', { role: t(`roles.${role}`), email, password })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
