import { screen } from '@testing-library/react';
import { createTestI18n, renderView } from '@tessera/ui/testing';
import { defineFeature } from '@tessera/ui';
import en from '../../locales/en/dashboards.json';
import Home from './Home';

// As in the app: the other app's namespace is not loaded on this page, only the shell's copy of
// its menu titles.
const i18n = createTestI18n({
  en: { dashboards: en, shell: { other: { nav: { invoices: 'Invoices' } } } },
});

const other = defineFeature({
  id: 'other',
  routes: [],
  navigation: [{ key: 'invoices', title: 'other:nav.invoices', path: '/apps/invoice/list' }],
});

describe('Home', () => {
  it('welcomes and links to every app of the build except itself', () => {
    renderView({ element: <Home />, i18n, features: [other] });
    expect(screen.getByRole('heading', { name: 'Welcome to Tessera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });
});
