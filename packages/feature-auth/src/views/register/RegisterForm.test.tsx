import { screen, within } from '@testing-library/react';
import { getUserData } from '@tessera/api-client';
import { setupFakeServer } from '@tessera/fake-server/testing';
import { landmarks, renderFeature } from '@tessera/ui/testing';
import { authFeature } from '../../index';
import { useSessionAccess } from '../../session/access';

const openRegister = () =>
  renderFeature(authFeature, '/register', {
    access: useSessionAccess,
    features: [landmarks(['/'])],
  });
const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;

setupFakeServer();
beforeEach(() => localStorage.clear());

describe('RegisterForm', () => {
  it('checks every field, then shows a duplicate e-mail on its field', async () => {
    const { user } = await openRegister();
    const submit = await screen.findByRole('button', { name: 'Sign up' });
    await user.click(submit);
    // antd shows each field's message as its own check ends: wait for each one.
    expect(await screen.findByText('Choose a username.')).toBeInTheDocument();
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(
      await screen.findByText('Accept the privacy policy and terms to continue.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'newcomer');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '2');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);
    expect(
      await within(fieldOf('Email')).findByText('This email is already in use.'),
    ).toBeInTheDocument();
    expect(getUserData()).toBeNull();
  });

  it.each([["x' OR 1=1 --"], ['<b>bold</b>'], ['x'.repeat(500)], ['ab']])(
    'refuses the username %s with the rule add-user has',
    async (username) => {
      const { user } = await openRegister();
      const field = await screen.findByLabelText('Username');
      await user.click(field);
      await user.paste(username);
      expect(
        await within(fieldOf('Username')).findByText(
          'Use 3 to 30 letters, digits, dots, dashes or underscores.',
        ),
      ).toBeInTheDocument();
    },
  );
});
