import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defineFeature } from '../feature/types';
import { FeaturesProvider } from './FeaturesContext';
import { useRouteExists } from './useRouteExists';

const page = () => Promise.resolve({ default: () => null });
const features = [
  defineFeature({
    id: 'users',
    routes: [
      { path: '/apps/user/list', load: page },
      { path: '/apps/user/view/:id', load: page },
    ],
  }),
  defineFeature({ id: 'misc', routes: [{ path: '*', load: page }] }),
];

const wrapper = ({ children }: { children: ReactNode }) => (
  <FeaturesProvider features={features}>{children}</FeaturesProvider>
);

describe('useRouteExists', () => {
  const { result } = renderHook(() => useRouteExists(), { wrapper });
  const exists = result.current;

  it('knows the pages the features declare, with their parameters and queries', () => {
    expect(exists('/apps/user/list')).toBe(true);
    expect(exists('/apps/user/list?page=2')).toBe(true);
    expect(exists('/apps/user/view/12')).toBe(true);
  });

  it('does not count the not-found catch-all as a page', () => {
    expect(exists('/pages/profile')).toBe(false);
    expect(exists('/apps/user')).toBe(false);
  });
});
