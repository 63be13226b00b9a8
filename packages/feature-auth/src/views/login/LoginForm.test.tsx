import { screen, waitFor, within } from '@testing-library/react';
import { getUserData } from '@tessera/api-client';
import { setupFakeServer } from '@tessera/fake-server/testing';
import { landmarks, renderFeature } from '@tessera/ui/testing';
import { authFeature } from '../../index';
import { useSessionAccess } from '../../session/access';

/** The login page as the shell serves it: the access state follows the session. */
const openLogin = (entry: string) =>
  renderFeature(authFeature, entry, { access: useSessionAccess, features: [landmarks(['/'])] });

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const signIn = () => screen.getByRole('button', { name: 'Sign in' });
const emailItem = () => email().closest('.ant-form-item') as HTMLElement;

setupFakeServer();
beforeEach(() => localStorage.clear());

describe('LoginForm', () => {
  it('validates on the client before sending anything', async () => {
    const { user } = await openLogin('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    await user.type(email(), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('shows wrong credentials as one form-level error naming both fields, not under Email', async () => {
    const { user } = await openLogin('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.com');
    await user.type(password(), 'wrong');
    await user.click(signIn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email or Password is Invalid');
    expect(within(emailItem()).queryByText('Email or Password is Invalid')).toBeNull();
    // Both fields are marked, and the message is tied to both for screen readers.
    for (const field of [email(), password()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Email or Password is Invalid');
    }
    expect(getUserData()).toBeNull();
    // Editing either field clears the error.
    await user.type(password(), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says why when a session ended on its own', async () => {
    await openLogin('/login?returnTo=%2Fapps&session=ended');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
  });

  it('says nothing of a session to a visitor', async () => {
    await openLogin('/login?returnTo=%2Fapps');
    await screen.findByLabelText('Email');
    expect(screen.queryByText(/session has ended/)).toBeNull();
  });

  it('a demo account fills the form, and signing in follows a safe returnTo', async () => {
    // An admin's home is "/": landing on /access-control proves returnTo won over the guard.
    const { user, router } = await openLogin('/login?returnTo=%2Faccess-control');
    await user.click(await screen.findByRole('button', { name: /admin@demo\.com/ }));
    expect(email()).toHaveValue('admin@demo.com');
    expect(password()).toHaveValue('admin');
    await user.click(signIn());
    expect(await screen.findByTestId('acl-admin-card')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-control');
    expect(getUserData()?.role).toBe('admin');
  });

  it('without returnTo, a client lands on their home page', async () => {
    const { user, router } = await openLogin('/login?returnTo=%2F%2Fevil.example');
    await user.click(await screen.findByRole('button', { name: /client@demo\.com/ }));
    await user.click(signIn());
    expect(await screen.findByTestId('acl-common-card')).toBeInTheDocument();
    expect(screen.queryByTestId('acl-admin-card')).toBeNull();
    expect(router.state.location.pathname).toBe('/access-control');
  });
});
