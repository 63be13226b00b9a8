import { Button, theme } from 'antd';
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
  const { token } = theme.useToken();
  // A plain note in antd's info colours rather than <Alert>, which the first page would load
  // for this box alone.
  return (
    <aside
      className="auth-demo-accounts"
      role="note"
      aria-labelledby="demo-accounts-title"
      style={{
        background: token.colorInfoBg,
        border: `1px solid ${token.colorInfoBorder}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
      }}
    >
      <strong id="demo-accounts-title">{t('login.demoTitle')}</strong>
      <p>{t('login.demoHint')}</p>
      {/* A press before the app has taken over the page rendered at build time sends this form,
          and React replays it with the button's action once it has (React replays forms, not
          clicks). Afterwards a click picks the account at once, and sends nothing. */}
      <form>
        <ul>
          {demoAccounts.map(({ role, email, password }) => {
            const pick = () => onPick({ email, password });
            return (
              <li key={role}>
                <Button
                  type="link"
                  htmlType="submit"
                  formAction={pick}
                  onClick={(event) => {
                    event.preventDefault();
                    pick();
                  }}
                >
                  {t('login.demoAccount', { role: t(`roles.${role}`), email, password })}
                </Button>
              </li>
            );
          })}
        </ul>
      </form>
    </aside>
  );
}
