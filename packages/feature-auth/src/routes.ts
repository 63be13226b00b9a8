import {
  KeyOutlined,
  LoginOutlined,
  MailOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { createElement, type ComponentType } from 'react';
import type { FeatureRoute, RouteMeta } from '@tessera/ui';
import type { AuthPageName, AuthPageProps, FrameVariant } from './views/frame/authPages';

type PageModule = () => Promise<{ default: ComponentType<AuthPageProps> }>;

/** A lazy page module mounted in one frame: the same form serves /login and its templates. */
function framed(load: PageModule, props: AuthPageProps): FeatureRoute['load'] {
  return async () => {
    const { default: Page } = await load();
    return { default: () => createElement(Page, props) };
  };
}

/** Each screen: its module, its title, and its templates' icon and search title (a key). */
const pages: Record<
  AuthPageName,
  { load: PageModule; title: string; icon: ComponentType; searchTitle: string }
> = {
  login: {
    load: () => import('./views/login/LoginPage'),
    title: 'auth:titles.login',
    icon: LoginOutlined,
    searchTitle: 'login',
  },
  register: {
    load: () => import('./views/register/RegisterPage'),
    title: 'auth:titles.register',
    icon: UserAddOutlined,
    searchTitle: 'register',
  },
  'forgot-password': {
    load: () => import('./views/forgot-password/ForgotPasswordPage'),
    title: 'auth:titles.forgotPassword',
    icon: QuestionCircleOutlined,
    searchTitle: 'forgotPassword',
  },
  'reset-password': {
    load: () => import('./views/reset-password/ResetPasswordPage'),
    title: 'auth:titles.resetPassword',
    icon: KeyOutlined,
    searchTitle: 'resetPassword',
  },
  'verify-email': {
    load: () => import('./views/verify-email/VerifyEmailPage'),
    title: 'auth:titles.verifyEmail',
    icon: MailOutlined,
    searchTitle: 'verifyEmail',
  },
  'two-steps': {
    load: () => import('./views/two-steps/TwoStepsPage'),
    title: 'auth:titles.twoSteps',
    icon: MobileOutlined,
    searchTitle: 'twoSteps',
  },
};

/** The working pages: for visitors only (a signed-in user is sent home). */
const workingPages: AuthPageName[] = ['login', 'register', 'forgot-password'];
// Visitors have no search: it offers these pages' templates (below) instead.
const visitorsOnly: RouteMeta = { layout: 'blank', authPage: true, search: false };
/** The `/pages/*` templates stay viewable when signed in. */
const templateMeta: RouteMeta = { layout: 'blank', public: true };
const variants: FrameVariant[] = ['basic', 'cover'];

export const authRoutes: FeatureRoute[] = [
  ...workingPages.map((name) => ({
    path: `/${name}`,
    load: framed(pages[name].load, { variant: 'cover' }),
    meta: { ...visitorsOnly, title: pages[name].title },
  })),
  ...(Object.keys(pages) as AuthPageName[]).flatMap((name) =>
    variants.map((variant) => ({
      path: `/pages/${name}-${variant}`,
      load: framed(pages[name].load, { variant, template: true }),
      meta: {
        ...templateMeta,
        title: pages[name].title,
        search: {
          icon: pages[name].icon,
          // auth:titles.search.loginBasic, auth:titles.search.loginCover…
          title: `auth:titles.search.${pages[name].searchTitle}${variant === 'basic' ? 'Basic' : 'Cover'}`,
        },
      },
    })),
  ),
  {
    path: '/access-control',
    load: () => import('./views/access-control/AccessControlPage'),
    meta: {
      action: 'read',
      subject: 'ACL',
      title: 'auth:titles.accessControl',
      search: { icon: SafetyCertificateOutlined },
    },
  },
];
