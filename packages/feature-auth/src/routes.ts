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

const pages: Record<AuthPageName, { load: PageModule; title: string }> = {
  login: { load: () => import('./views/login/LoginPage'), title: 'auth:titles.login' },
  register: { load: () => import('./views/register/RegisterPage'), title: 'auth:titles.register' },
  'forgot-password': {
    load: () => import('./views/forgot-password/ForgotPasswordPage'),
    title: 'auth:titles.forgotPassword',
  },
  'reset-password': {
    load: () => import('./views/reset-password/ResetPasswordPage'),
    title: 'auth:titles.resetPassword',
  },
  'verify-email': {
    load: () => import('./views/verify-email/VerifyEmailPage'),
    title: 'auth:titles.verifyEmail',
  },
  'two-steps': {
    load: () => import('./views/two-steps/TwoStepsPage'),
    title: 'auth:titles.twoSteps',
  },
};

/** The working pages: for visitors only (a signed-in user is sent home). */
const workingPages: AuthPageName[] = ['login', 'register', 'forgot-password'];
const visitorsOnly: RouteMeta = { layout: 'blank', authPage: true };
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
      meta: { ...templateMeta, title: pages[name].title },
    })),
  ),
  {
    path: '/access-control',
    load: () => import('./views/access-control/AccessControlPage'),
    meta: { action: 'read', subject: 'ACL', title: 'auth:titles.accessControl' },
  },
];
