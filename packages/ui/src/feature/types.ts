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
  /**
   * How global search and the bookmarks offer the page. Every route with a `title` and a path
   * without parameters is offered to whoever may open it, with `icon` (a plain page icon when
   * none) under `title`, or under this `title` when its name there differs (an i18n key of the
   * `titles` section). `false` keeps the page out.
   */
  search?: { icon?: ComponentType; title?: string } | false;
}

export interface FeatureRoute {
  path: string;
  /** Every route is lazy: the view's module is fetched when the route is first visited. */
  load: () => Promise<{ default: ComponentType }>;
  meta?: RouteMeta;
}

/**
 * The menu section of the template's demo pages (components, forms, charts…): the customizer
 * can hide it, so a team sees only its own apps in the menu.
 */
export const templateSection = 'common:section.template';

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

/**
 * A feature's part of the Redux store: its slice (under the feature's id, the one key allowed)
 * and its root saga.
 */
export interface FeatureStore {
  reducers?: Record<string, Reducer>;
  saga?: () => Generator;
}

export interface Feature extends FeatureStore {
  /** One word that is also the feature's i18next namespace and its store key. */
  id: string;
  /**
   * i18next namespace whose files live in the package's `locales/{lng}/{namespace}.json`: the
   * feature's id, or none for a feature without translations.
   */
  namespace?: string;
  routes: FeatureRoute[];
  // `reducers` and `saga` (from FeatureStore) are in the store from the start: only for what the
  // first page needs (auth). Everything else uses `store`.
  /**
   * The feature's slice and saga, loaded with each of its routes (and with the signed-in layout
   * when the feature has navbar slots) and added to the running store, so a page of another
   * feature, and the first page (/login), ship none of them.
   * `store: () => import('./store').then((m) => m.usersStore)`.
   */
  store?: () => Promise<FeatureStore>;
  navigation?: NavigationItem[];
  navbar?: NavbarSlot[];
}

/** Refuses a store part whose slices sit under another key than the feature's id. */
export function checkStoreKeys(featureId: string, part: FeatureStore): void {
  for (const key of Object.keys(part.reducers ?? {})) {
    if (key !== featureId) {
      throw new Error(
        `Feature "${featureId}" puts a slice under "${key}": a feature's store key is its id ("${featureId}").`,
      );
    }
  }
}

/**
 * Type-checks a feature descriptor and refuses one whose namespace or store key differs from its
 * id: one word names the feature everywhere (its translations, its state, its errors).
 */
export function defineFeature(feature: Feature): Feature {
  if (!/^[a-z][a-z0-9-]*$/.test(feature.id)) {
    throw new Error(`Feature id "${feature.id}" must be one lower-case word (a-z, 0-9, -).`);
  }
  if (feature.namespace !== undefined && feature.namespace !== feature.id) {
    throw new Error(
      `Feature "${feature.id}" uses the namespace "${feature.namespace}": a feature's namespace is its id.`,
    );
  }
  checkStoreKeys(feature.id, feature);
  return feature;
}

/**
 * Refuses a feature list the shell cannot compose: two features with one id (their namespaces
 * and store keys would clash) or two routes with one path (one would silently hide the other).
 */
export function checkFeatures(features: Feature[]): void {
  const ids = new Set<string>();
  const paths = new Map<string, string>();
  for (const feature of features) {
    if (ids.has(feature.id)) throw new Error(`Two features have the id "${feature.id}".`);
    ids.add(feature.id);
    for (const { path } of feature.routes) {
      const owner = paths.get(path);
      if (owner !== undefined) {
        throw new Error(
          `The route path "${path}" is declared twice (features "${owner}" and "${feature.id}").`,
        );
      }
      paths.set(path, feature.id);
    }
  }
}
