// Renders the feature's navbar pieces the way the shell does (renderView: store with the search
// saga running, access, features, theme with antd's App) on a router whose every page shows the
// navbar and says where the user is.
import { useLocation } from 'react-router';
import type { AccessState, Feature } from '@tessera/ui';
import {
  adminRules,
  createTestI18n,
  featureResources,
  renderView,
  testAccess,
} from '@tessera/ui/testing';
import { searchFeature } from '../index';
import { searchStore } from '../store';

function Navbar() {
  const { pathname } = useLocation();
  return (
    <>
      <header>
        {searchFeature.navbar?.map(({ key, component: Slot }) => (
          <Slot key={key} />
        ))}
      </header>
      <p data-testid="location">{pathname}</p>
    </>
  );
}

export interface RenderSearchOptions {
  access?: AccessState;
  /** The app's features, whose routes decide which pages the user may open. */
  features?: Feature[];
  initialEntry?: string;
  lng?: string;
}

export function renderSearch({
  access = testAccess(adminRules),
  features = [searchFeature],
  initialEntry = '/',
  lng = 'en',
}: RenderSearchOptions = {}) {
  const view = renderView({
    ...searchStore,
    routes: [{ path: '*', element: <Navbar /> }],
    initialEntry,
    access,
    features,
    i18n: createTestI18n(featureResources('search'), lng),
  });
  return { store: view.store, router: view.router, user: view.user };
}
