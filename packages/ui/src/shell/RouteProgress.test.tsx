import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import en from '../../locales/en/common.json';
import { createTestI18n } from '../testing';
import { RouteProgress } from './RouteProgress';

describe('RouteProgress', () => {
  it('shows a progress bar while a lazy route loads, and hides it once the route is there', async () => {
    let finishLoading: () => void = () => undefined;
    const slowPage = new Promise<{ Component: () => React.JSX.Element }>((resolve) => {
      finishLoading = () => resolve({ Component: () => <h1>Reports</h1> });
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <RouteProgress />
            <Link to="/reports">Open reports</Link>
            <Outlet />
          </>
        ),
        children: [{ path: 'reports', lazy: () => slowPage }],
      },
    ]);
    render(
      <I18nextProvider i18n={createTestI18n({ en: { common: en } })}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(() => screen.getByRole('link', { name: 'Open reports' }).click());
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports' })).not.toBeInTheDocument();

    await act(async () => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
