import {
  ApiOutlined,
  AppstoreOutlined,
  BookOutlined,
  DollarOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { FeatureRoute } from '@tessera/ui';
import {
  accountSettingsPath,
  apiKeysPath,
  faqPath,
  knowledgeBasePath,
  licensePath,
  modalExamplesPath,
  pricingPath,
  profilePath,
} from './paths';

// Every signed-in account may read these pages (`read ACL`: clients too), as the server's domain
// allows; what they save is the caller's own.
const everyone = { action: 'read', subject: 'ACL' } as const;
const kbTrail = [{ title: 'pages:nav.knowledgeBase', path: knowledgeBasePath }];

export const pagesRoutes: FeatureRoute[] = [
  {
    path: profilePath,
    load: () => import('./views/profile/ProfilePage'),
    meta: { ...everyone, title: 'pages:titles.profile', search: { icon: UserOutlined } },
  },
  {
    path: faqPath,
    load: () => import('./views/faq/FaqPage'),
    meta: { ...everyone, title: 'pages:titles.faq', search: { icon: QuestionCircleOutlined } },
  },
  {
    path: knowledgeBasePath,
    load: () => import('./views/knowledge-base/KnowledgeBasePage'),
    meta: { ...everyone, title: 'pages:titles.knowledgeBase', search: { icon: BookOutlined } },
  },
  {
    path: `${knowledgeBasePath}/:category`,
    load: () => import('./views/knowledge-base/KbCategoryPage'),
    meta: { ...everyone, title: 'pages:titles.kbCategory', breadcrumb: kbTrail },
  },
  {
    path: `${knowledgeBasePath}/:category/:question`,
    load: () => import('./views/knowledge-base/KbArticlePage'),
    meta: { ...everyone, title: 'pages:titles.kbArticle', breadcrumb: kbTrail },
  },
  {
    path: pricingPath,
    load: () => import('./views/pricing/PricingPage'),
    meta: { ...everyone, title: 'pages:titles.pricing', search: { icon: DollarOutlined } },
  },

  {
    path: accountSettingsPath,
    load: () => import('./views/account/AccountSettingsPage'),
    meta: { ...everyone, title: 'pages:titles.accountSettings', search: { icon: SettingOutlined } },
  },
  {
    path: apiKeysPath,
    load: () => import('./views/api-keys/ApiKeysPage'),
    meta: { ...everyone, title: 'pages:titles.apiKeys', search: { icon: ApiOutlined } },
  },
  {
    path: licensePath,
    load: () => import('./views/license/LicensePage'),
    meta: {
      ...everyone,
      title: 'pages:titles.license',
      search: { icon: SafetyCertificateOutlined },
    },
  },
  {
    path: modalExamplesPath,
    load: () => import('./views/modals/ModalExamplesPage'),
    meta: { ...everyone, title: 'pages:titles.modalExamples', search: { icon: AppstoreOutlined } },
  },
];
