import { defineFeature, type FeatureRoute } from '@tessera/ui';

const blankPublic = { layout: 'blank', public: true } as const;

const routes: FeatureRoute[] = [
  {
    path: '/misc/coming-soon',
    load: () => import('./views/ComingSoon'),
    meta: { ...blankPublic, title: 'misc:comingSoon.title' },
  },
  {
    path: '/misc/not-authorized',
    load: () => import('./views/NotAuthorized'),
    meta: { ...blankPublic, title: 'misc:notAuthorized.title' },
  },
  {
    path: '/misc/maintenance',
    load: () => import('./views/Maintenance'),
    meta: { ...blankPublic, title: 'misc:maintenance.title' },
  },
  {
    path: '/misc/error',
    load: () => import('./views/ServerError'),
    meta: { ...blankPublic, title: 'misc:error.title' },
  },
  {
    path: '*',
    load: () => import('./views/NotFound'),
    meta: { ...blankPublic, title: 'misc:notFound.title' },
  },
];

/** The misc pages (SPEC §2) and the not-found page for any unknown path. */
export const miscFeature = defineFeature({ id: 'misc', namespace: 'misc', routes });
