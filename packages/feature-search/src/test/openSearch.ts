import {
  AppstoreOutlined,
  HomeOutlined,
  LockOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { RouteMeta } from '@tessera/ui';
import { landmarks, renderFeature, type RenderFeatureOptions } from '@tessera/ui/testing';
import { searchFeature } from '../index';

/** A page of the other apps, as their features declare it, with its title in both languages. */
interface AppPage {
  path: string;
  key: string;
  en: string;
  fr: string;
  meta?: RouteMeta;
  icon?: ComponentType;
}

const blankPublic: RouteMeta = { layout: 'blank', public: true };
const templates = [
  ['login', 'Login', 'Connexion'],
  ['register', 'Register', 'Inscription'],
  ['forgot-password', 'Forgot Password', 'Mot de passe oublié'],
  ['reset-password', 'Reset Password', 'Nouveau mot de passe'],
];

const pages: AppPage[] = [
  { path: '/', key: 'home', en: 'Home', fr: 'Accueil', icon: HomeOutlined },
  {
    path: '/access-control',
    key: 'accessControl',
    en: 'Access Control',
    fr: 'Contrôle d’accès',
    meta: { action: 'read', subject: 'ACL' },
    icon: SafetyCertificateOutlined,
  },
  { path: '/apps/user/list', key: 'userList', en: 'User List', fr: 'Liste des utilisateurs' },
  { path: '/apps/user/view', key: 'userView', en: 'User View', fr: 'Fiche utilisateur' },
  { path: '/apps/user/view/:id', key: 'userView', en: 'User View', fr: 'Fiche utilisateur' },
  { path: '/apps/roles', key: 'roles', en: 'Roles', fr: 'Rôles', icon: TeamOutlined },
  {
    path: '/apps/permissions',
    key: 'permissions',
    en: 'Permissions',
    fr: 'Permissions',
    icon: LockOutlined,
  },
  { path: '/apps/invoice/list', key: 'invoiceList', en: 'Invoice List', fr: 'Liste des factures' },
  ...templates.flatMap(([name, en, fr]) =>
    (['basic', 'cover'] as const).map((variant) => ({
      path: `/pages/${name}-${variant}`,
      key: `${name}-${variant}`,
      en: `${en} (${variant})`,
      fr: `${fr} (${variant === 'basic' ? 'simple' : 'illustrée'})`,
      meta: blankPublic,
      icon: LoginOutlined,
    })),
  ),
  {
    path: '/misc/coming-soon',
    key: 'comingSoon',
    en: 'Coming Soon',
    fr: 'Bientôt disponible',
    meta: blankPublic,
  },
  {
    path: '/misc/not-found-yet',
    key: 'hidden',
    en: 'Hidden Page',
    fr: 'Page cachée',
    meta: { ...blankPublic, search: false },
  },
  { path: '/cards/statistics', key: 'statisticCards', en: 'Statistic Cards', fr: 'Cartes' },
  {
    path: '/cards/analytics',
    key: 'analyticCards',
    en: 'Analytic Cards',
    fr: 'Cartes analytiques',
    icon: AppstoreOutlined,
  },
];

/**
 * The other apps' pages as their features declare them (guarded as they are, titled from the
 * shell namespace): search and bookmarks offer these. Each only says where the user landed.
 */
export const appPages = landmarks(
  pages.map(({ path, key, meta, icon }) => ({
    path,
    meta: { ...meta, title: `apps:titles.${key}`, ...(icon && { search: { icon } }) },
  })),
);

/** The pages' titles in the shell namespace, where the app reads every page's title. */
export const appTitles = {
  en: { shell: { apps: { titles: Object.fromEntries(pages.map(({ key, en }) => [key, en])) } } },
  fr: { shell: { apps: { titles: Object.fromEntries(pages.map(({ key, fr }) => [key, fr])) } } },
};

/** How many of those pages search offers an admin: all but the hidden one and the `:id` one. */
export const offeredPagesCount = pages.length - 2;

/** The navbar's search and bookmarks, on pages of the app (each says where the user landed). */
export const openSearch = (options: Omit<RenderFeatureOptions, 'navbar'> = {}, path = '/') =>
  renderFeature(searchFeature, path, {
    features: [appPages],
    resources: appTitles,
    ...options,
    navbar: true,
  });
