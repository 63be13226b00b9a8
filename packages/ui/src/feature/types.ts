import type { ComponentType, ReactNode } from 'react';
import type { Reducer } from '@reduxjs/toolkit';

/** What a route requires and how it is framed. A route without action/subject needs `manage all`. */
export interface RouteMeta {
  action?: string;
  subject?: string;
  /** `blank` pages (auth, misc) render without menu and navbar. */
  layout?: 'default' | 'blank';
  /** Login, register…: only for visitors; a signed-in user is sent to their home. */
  authPage?: boolean;
  /** Reachable by anyone, signed in or not (misc pages). */
  public?: boolean;
  /** i18n key (`namespace:key`) of the page title, used by breadcrumbs and the document title. */
  title?: string;
  /** Breadcrumb trail above the page: i18n keys and optional links. */
  breadcrumb?: { title: string; path?: string }[];
}

export interface FeatureRoute {
  path: string;
  /** Every route is lazy: the view's module is fetched when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
  meta?: RouteMeta;
}

export interface NavigationItem {
  key: string;
  /** i18n key (`namespace:key`). */
  title: string;
  icon?: ReactNode;
  path?: string;
  action?: string;
  subject?: string;
  children?: NavigationItem[];
  /** Menu section this item sits under (i18n key); items of one section stay together. */
  section?: string;
}

/** A component placed in the navbar by a feature (search, bookmarks, user menu…). */
export interface NavbarSlot {
  key: string;
  placement: 'start' | 'end';
  /** Lower comes first. */
  order?: number;
  component: ComponentType;
}

/** A feature's part of the Redux store: its slices (by key) and its root saga. */
export interface FeatureStore {
  reducers?: Record<string, Reducer>;
  saga?: () => Generator;
}

export interface Feature extends FeatureStore {
  id: string;
  /** i18next namespace whose files live in the package's `locales/{lng}/{namespace}.json`. */
  namespace?: string;
  routes: FeatureRoute[];
  // `reducers` and `saga` (from FeatureStore) are in the store from the start: only for what the
  // first page needs (auth). Everything else uses `store`.
  /**
   * The feature's slices and saga, loaded with the app layout (the signed-in pages) and added to
   * the running store, so the first page (/login) ships none of them.
   * `store: () => import('./store').then((m) => m.usersStore)`.
   */
  store?: () => Promise<FeatureStore>;
  navigation?: NavigationItem[];
  navbar?: NavbarSlot[];
}

/** Identity helper that type-checks a feature descriptor. */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
