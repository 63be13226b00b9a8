import type { SearchContact, SearchFile, SearchItem } from '@tessera/api-client';
import { initialsAvatar, type SeedContext } from '../../server';
import type { SearchData } from './model';
import { loadBookmarkedLinks } from './stored-bookmarks';

type Page = Omit<SearchItem, 'id' | 'isBookmarked'>;

/**
 * Every page of the app a signed-in user can navigate to (SPEC §2), in menu order. The client
 * offers only those whose route a feature declares, and that the user may open.
 */
const pages: Page[] = [
  { target: 'home', title: 'Home', icon: 'HomeOutlined', link: '/' },
  {
    target: 'accessControl',
    title: 'Access Control',
    icon: 'SafetyCertificateOutlined',
    link: '/access-control',
  },
  { target: 'userList', title: 'User List', icon: 'TeamOutlined', link: '/apps/user/list' },
  { target: 'userView', title: 'User View', icon: 'UserOutlined', link: '/apps/user/view' },
  { target: 'roles', title: 'Roles', icon: 'SafetyOutlined', link: '/apps/roles' },
  { target: 'permissions', title: 'Permissions', icon: 'LockOutlined', link: '/apps/permissions' },
  {
    target: 'invoiceList',
    title: 'Invoice List',
    icon: 'FileTextOutlined',
    link: '/apps/invoice/list',
  },
  {
    target: 'invoicePreview',
    title: 'Invoice Preview',
    icon: 'FileSearchOutlined',
    link: '/apps/invoice/preview',
  },
  {
    target: 'invoiceEdit',
    title: 'Invoice Edit',
    icon: 'EditOutlined',
    link: '/apps/invoice/edit',
  },
  {
    target: 'invoiceAdd',
    title: 'Invoice Add',
    icon: 'FileAddOutlined',
    link: '/apps/invoice/add',
  },
  ...authTemplatePages(),
  {
    target: 'comingSoon',
    title: 'Coming Soon',
    icon: 'ClockCircleOutlined',
    link: '/misc/coming-soon',
  },
  {
    target: 'notAuthorized',
    title: 'Not Authorized',
    icon: 'StopOutlined',
    link: '/misc/not-authorized',
  },
  { target: 'maintenance', title: 'Maintenance', icon: 'ToolOutlined', link: '/misc/maintenance' },
  { target: 'error', title: 'Error', icon: 'WarningOutlined', link: '/misc/error' },
  { target: 'email', title: 'Email', icon: 'MailOutlined', link: '/apps/email' },
  {
    target: 'analyticsDashboard',
    title: 'Analytics Dashboard',
    icon: 'DashboardOutlined',
    link: '/dashboard/analytics',
  },
  {
    target: 'statisticCards',
    title: 'Statistic Cards',
    icon: 'AppstoreOutlined',
    link: '/cards/statistics',
  },
  {
    target: 'analyticCards',
    title: 'Analytic Cards',
    icon: 'AppstoreOutlined',
    link: '/cards/analytics',
  },
  {
    target: 'advancedCards',
    title: 'Advanced Cards',
    icon: 'AppstoreOutlined',
    link: '/cards/advanced',
  },
];

/** The auth screens' templates, each in a basic and a cover variant. */
function authTemplatePages(): Page[] {
  const screens = [
    { name: 'login', title: 'Login', icon: 'LoginOutlined' },
    { name: 'register', title: 'Register', icon: 'UserAddOutlined' },
    { name: 'forgot-password', title: 'Forgot Password', icon: 'QuestionCircleOutlined' },
    { name: 'reset-password', title: 'Reset Password', icon: 'KeyOutlined' },
    { name: 'verify-email', title: 'Verify Email', icon: 'MailOutlined' },
    { name: 'two-steps', title: 'Two Steps', icon: 'MobileOutlined' },
  ];
  return screens.flatMap(({ name, title, icon }) =>
    (['basic', 'cover'] as const).map((variant) => ({
      target: `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}${variant === 'basic' ? 'Basic' : 'Cover'}`,
      title: `${title} (${variant})`,
      icon,
      link: `/pages/${name}-${variant}`,
    })),
  );
}

/** Pages bookmarked in a fresh database. */
const defaultBookmarkedLinks = ['/apps/user/list', '/apps/roles', '/apps/permissions'];

const people = [
  'Mara Quill',
  'Tobias Fenwick',
  'Ines Okafor',
  'Callum Reyes',
  'Priya Lindqvist',
  'Otto Vance',
  'Selene Marsh',
  'Dario Kestrel',
];

const files: Omit<SearchFile, 'by'>[] = [
  { title: 'Quarterly Revenue Report', size: '2.4 MB', file: 'pdf' },
  { title: 'Team Onboarding Guide', size: '860 KB', file: 'doc' },
  { title: 'Product Catalogue 2026', size: '12.1 MB', file: 'pdf' },
  { title: 'Warehouse Stock Levels', size: '1.3 MB', file: 'xls' },
  { title: 'Brand Assets', size: '48 MB', file: 'zip' },
  { title: 'Sprint Review Slides', size: '5.7 MB', file: 'ppt' },
  { title: 'Release Notes', size: '24 KB', file: 'txt' },
  { title: 'Storefront Banner', size: '3.2 MB', file: 'img' },
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function createData({ random }: SeedContext): SearchData {
  const contacts: SearchContact[] = people.map((name, index) => ({
    title: name,
    email: emailOf(name),
    img: initialsAvatar(name, index),
    date: isoDate(random.date(new Date('2026-01-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'))),
  }));
  const bookmarkedLinks = loadBookmarkedLinks() ?? defaultBookmarkedLinks;
  return {
    pages: pages.map((page, index) => ({
      id: index + 1,
      ...page,
      isBookmarked: bookmarkedLinks.includes(page.link),
    })),
    files: files.map((file) => ({ ...file, by: random.pick(people) })),
    contacts,
  };
}
