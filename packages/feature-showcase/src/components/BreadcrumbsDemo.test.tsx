import { screen, within } from '@testing-library/react';
import commonEn from '@tessera/ui/locales/en/common.json';
import { createTestI18n, renderView } from '@tessera/ui/testing';
import en from '../../locales/en/showcase.json';
import fr from '../../locales/fr/showcase.json';
import BreadcrumbsDemo from './BreadcrumbsDemo';

function renderPage(language = 'en') {
  const i18n = createTestI18n(
    { en: { showcase: en, common: commonEn }, fr: { showcase: fr } },
    language,
  );
  return renderView({
    element: <BreadcrumbsDemo />,
    path: '/components/breadcrumbs',
    i18n,
    routes: [{ path: '/apps/user/list', element: <p>The user list</p> }],
  });
}

describe('breadcrumbs', () => {
  it('follows a crumb to the app’s page it names', async () => {
    const { user, router } = renderPage();
    const trail = within(await screen.findByRole('navigation', { name: 'Users, newest first' }));
    expect(trail.getByText('Newest')).toHaveAttribute('aria-current', 'page');
    await user.click(trail.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('The user list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/user/list');
  });

  it('draws its own separators and icon crumbs', async () => {
    renderPage();
    const arrow = within(await screen.findByRole('navigation', { name: 'With an arrow' }));
    expect(arrow.getAllByText('›')).toHaveLength(2);
    const icons = within(screen.getByRole('navigation', { name: 'With icons' }));
    expect(icons.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('opens a crumb’s menu of sibling pages', async () => {
    const { user } = renderPage();
    await user.hover(await screen.findByText('Apps'));
    expect(await screen.findByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
  });

  it('speaks French', async () => {
    renderPage('fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fils d’Ariane' }),
    ).toBeInTheDocument();
  });
});
