import { screen } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import WizardDemo from './WizardDemo';
import { shows } from '../test/shows';

const resources = featureResources('showcase');

/** Puts `text` in the field at once. */
async function fill(user: ReturnType<typeof renderView>['user'], label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
const step = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

describe('form wizard', () => {
  it('checks each step, keeps values going back, reviews them all and creates the account', async () => {
    const { user } = renderView({ element: <WizardDemo />, i18n: createTestI18n(resources) });
    await step(/Step 1 of 4: Account/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows(screen, 'Enter the Email.');
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeInTheDocument();

    await fill(user, 'Email', 'ann@example.com');
    await fill(user, 'Password', 'secret-42');
    await fill(user, 'Confirm the password', 'secret-43');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows(screen, 'The two passwords differ.');
    await user.clear(screen.getByLabelText('Confirm the password'));
    await fill(user, 'Confirm the password', 'secret-42');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await step(/Step 2 of 4: Personal details/);
    await fill(user, 'Full name', 'Ann Lee');
    await user.type(screen.getByLabelText('Phone number'), '55501');
    expect(screen.getByLabelText('Phone number')).toHaveValue('(555) 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await shows(screen, 'Fill in every digit of the phone number.');
    await shows(screen, 'Enter the Country.');

    // Back keeps what was typed, both ways.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await step(/Step 1 of 4/);
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await step(/Step 2 of 4/);
    expect(screen.getByLabelText('Full name')).toHaveValue('Ann Lee');

    await user.type(screen.getByLabelText('Phone number'), '00123');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByTitle('Norway'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await step(/Step 3 of 4: Plan/);
    await user.click(screen.getByLabelText('Business'));
    await user.click(screen.getByRole('switch', { name: 'Monthly newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await step(/Step 4 of 4: Review/);
    for (const shown of [
      'ann@example.com',
      'Ann Lee',
      '(555) 010-0123',
      'Norway',
      'Business',
      'No',
    ]) {
      expect(screen.getByText(shown)).toBeInTheDocument();
    }
    expect(screen.queryByText('secret-42')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    // The result takes the focus (its heading's frame), so the reader hears it.
    expect((await step(/Account created/)).parentElement).toHaveFocus();
    expect(
      screen.getByText('Welcome, Ann Lee. We sent a confirmation to ann@example.com.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await step(/Step 1 of 4/);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('is in French', async () => {
    const { user } = renderView({
      element: <WizardDemo />,
      i18n: createTestI18n(resources, 'fr'),
    });
    await step(/Étape 1 sur 4 : Compte/);
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await shows(screen, 'Renseignez le champ « E-mail ».');
  });
});
