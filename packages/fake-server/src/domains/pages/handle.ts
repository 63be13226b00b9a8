import { lazyData } from '../../server';
import type { PagesData, ProfileData } from './model';

// The domain's data handle: named from the start (./index.ts), while the data itself loads with
// the domain's first call. It uses the model's types; the model imports none of the domain's files.

export const pagesData = lazyData<PagesData>('pages', () => import('./data'));

/** The profile page's data, apart: it loads with the profile's first call, not with the other pages'. */
export const profileData = lazyData<ProfileData>('pagesProfile', () => import('./profile-data'));
