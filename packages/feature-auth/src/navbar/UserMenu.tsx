import {
  LogoutOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TagOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getUserData, subscribeSession } from '@tessera/api-client';
import { EllipsisText, initialsOf, useRouteExists } from '@tessera/ui';
import { useAuthRequest } from '../session/useAuthRequest';
import { logoutRequested } from '../store/slice';
import './user-menu.css';

/** The menu's links; each shows once a feature declares its page. */
const links = [
  { key: 'profile', path: '/pages/profile', icon: <UserOutlined aria-hidden /> },
  { key: 'settings', path: '/pages/account-settings', icon: <SettingOutlined aria-hidden /> },
  { key: 'pricing', path: '/pages/pricing', icon: <TagOutlined aria-hidden /> },
  { key: 'faq', path: '/pages/faq', icon: <QuestionCircleOutlined aria-hidden /> },
] as const;

/**
 * The signed-in user, kept in step with api-client's stored session. State rather than
 * useSyncExternalStore: a logout (a transition) then keeps the menu on screen until the login
 * page replaces it.
 */
function useSessionUser() {
  const [user, setUser] = useState(getUserData);
  useEffect(() => subscribeSession(() => setUser(getUserData())), []);
  return user;
}

/** The navbar's user menu: who is signed in, links to their pages, and logout. */
export default function UserMenu() {
  const { t } = useTranslation('auth');
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useAuthRequest('logout');
  const routeExists = useRouteExists();
  if (!user) return null;

  const signOut = () => logout.send(logoutRequested(), () => navigate('/login', { replace: true }));
  const pageItems = links
    .filter(({ path }) => routeExists(path))
    .map(({ key, icon }) => ({ key, icon, label: t(`userMenu.${key}`) }));
  const items: MenuProps['items'] = [
    ...pageItems,
    ...(pageItems.length ? [{ type: 'divider' as const }] : []),
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: <span data-testid="logout">{t('userMenu.logout')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') return signOut();
    const link = links.find((l) => l.key === key);
    if (link) void navigate(link.path);
  };
  const role = t(`roles.${user.role}`, { defaultValue: user.role });

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button
        type="text"
        className="user-menu"
        data-testid="user-menu"
        loading={logout.isPending}
        // Named even on a phone, where the name and role are hidden and the avatar is aria-hidden.
        aria-label={`${user.fullName} ${role}`}
      >
        <span className="user-menu__identity">
          <EllipsisText className="user-menu__name">{user.fullName}</EllipsisText>{' '}
          <span className="user-menu__role">{role}</span>
        </span>
        {/* The initials would only repeat the name. */}
        <Avatar src={user.avatar || undefined} alt="" className="user-menu__avatar" aria-hidden>
          {initialsOf(user.fullName)}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
