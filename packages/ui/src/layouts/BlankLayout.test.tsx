import { screen } from '@testing-library/react';
import { createTestI18n, renderView } from '../testing';
import { BlankLayout } from './BlankLayout';

describe('BlankLayout', () => {
  it('renders the page as the only main, on the skin background, without menu or navbar', () => {
    renderView({
      routes: [
        { element: <BlankLayout />, children: [{ path: '/login', element: <h1>Sign in</h1> }] },
      ],
      initialEntry: '/login',
      i18n: createTestI18n({ en: { common: {} } }),
    });
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Sign in' }));
    expect(main).toHaveStyle({ background: '#f8f8f8' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
