import { screen } from '@testing-library/react';
import { createTestI18n, renderView } from '@tessera/ui/testing';
import { defineFeature } from '@tessera/ui';
import en from '../../locales/en/dashboards.json';
import Home from './Home';

const i18n = createTestI18n({ en: { dashboards: en, other: { menu: 'Invoices' } } });

const other = defineFeature({
  id: 'other',
  routes: [],
  navigation: [{ key: 'invoices', title: 'other:menu', path: '/apps/invoice/list' }],
});

describe('Home', () => {
  it('welcomes and links to every app of the build except itself', () => {
    renderView({ element: <Home />, i18n, features: [other] });
    expect(screen.getByRole('heading', { name: 'Welcome to Tessera' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invoices/ })).toHaveAttribute('href', '/apps/invoice/list');
  });
});
