import {
  ClockCircleOutlined,
  StopOutlined,
  ToolOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { defineFeature, type FeatureRoute } from '@tessera/ui';

const blankPublic = { layout: 'blank', public: true } as const;

const routes: FeatureRoute[] = [
  {
    path: '/misc/coming-soon',
    load: () => import('./views/ComingSoon'),
    meta: {
      ...blankPublic,
      title: 'misc:titles.comingSoon',
      search: { icon: ClockCircleOutlined, title: 'misc:titles.search.comingSoon' },
    },
  },
  {
    path: '/misc/not-authorized',
    load: () => import('./views/NotAuthorized'),
    meta: {
      ...blankPublic,
      title: 'misc:titles.notAuthorized',
      search: { icon: StopOutlined, title: 'misc:titles.search.notAuthorized' },
    },
  },
  {
    path: '/misc/maintenance',
    load: () => import('./views/Maintenance'),
    meta: {
      ...blankPublic,
      title: 'misc:titles.maintenance',
      search: { icon: ToolOutlined, title: 'misc:titles.search.maintenance' },
    },
  },
  {
    path: '/misc/error',
    load: () => import('./views/ServerError'),
    meta: {
      ...blankPublic,
      title: 'misc:titles.error',
      search: { icon: WarningOutlined, title: 'misc:titles.search.error' },
    },
  },
  {
    path: '*',
    load: () => import('./views/NotFound'),
    meta: { ...blankPublic, title: 'misc:titles.notFound' },
  },
];

/** The misc pages (SPEC §2) and the not-found page for any unknown path. */
export const miscFeature = defineFeature({ id: 'misc', namespace: 'misc', routes });
