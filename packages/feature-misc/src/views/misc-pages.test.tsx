import { screen, waitFor } from '@testing-library/react';
import { createTestI18n, renderView, testAccess } from '@tessera/ui/testing';
import en from '../../locales/en/misc.json';
import fr from '../../locales/fr/misc.json';
import ComingSoon from './ComingSoon';
import NotAuthorized from './NotAuthorized';
import NotFound from './NotFound';

const i18n = createTestI18n({ en: { misc: en }, fr: { misc: fr } });

describe('misc pages', () => {
  it('the not-found page says so and links home', async () => {
    renderView({ element: <NotFound />, path: '*', initialEntry: '/nowhere', i18n });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['en', NotFound, en.titles.notFound],
    ['fr', NotFound, fr.titles.notFound],
    ['fr', NotAuthorized, fr.titles.notAuthorized],
  ] as const)('names its illustration in the language shown (%s)', async (lng, Page, title) => {
    await i18n.changeLanguage(lng);
    try {
      renderView({ element: <Page />, path: '*', initialEntry: '/x', i18n });
      await waitFor(() =>
        expect(document.querySelector('.ant-result-image svg title')).toHaveTextContent(title),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('not-authorized sends a client back to their own home', async () => {
    renderView({
      element: <NotAuthorized />,
      i18n,
      access: testAccess([{ action: 'read', subject: 'ACL' }], '/access-control'),
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/access-control',
    );
  });

  it('coming soon validates the address before thanking', async () => {
    const { user } = renderView({ element: <ComingSoon />, i18n });
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText("Thanks! We'll let you know.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue(''));
  });
});

describe('translations', () => {
  it('French has every English key', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, v]) =>
        typeof v === 'object' && v !== null ? keys(v, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
