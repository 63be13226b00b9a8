import { screen, waitFor, within } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import ValidationDemo from './ValidationDemo';
import { shows } from '../test/shows';

const resources = featureResources('showcase');

/** Puts `text` in the field at once (typing it key by key checks the whole form each time). */
async function fill(user: ReturnType<typeof renderView>['user'], label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
const refusals = () =>
  within(screen.getByRole('list', { name: 'Refused fields:' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('form validation', () => {
  it('checks the add-user form with the contract’s schema, in the server’s words', async () => {
    const { user } = renderView({ element: <ValidationDemo />, i18n: createTestI18n(resources) });
    await screen.findByRole('heading', { level: 1, name: 'Form validation' });
    // Before anything is typed, the server would refuse the required fields.
    expect(refusals()).toContain('fullName: is required');

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(4));
    // The contract words a missing email as a bad one, and so does the form.
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('not checked yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'a');
    await shows(screen, 'Use 3 to 30 letters, digits, dots, dashes or underscores.');
    expect(refusals()).toContain(
      'username: must be 3 to 30 letters, digits, dots, dashes or underscores',
    );
    await user.type(screen.getByLabelText('Email'), 'ann@');
    expect(refusals()).toContain('email: must be a valid email address');
    await fill(user, 'Full name', 'A'.repeat(81));
    await shows(screen, 'Use at most 80 characters.');

    await user.clear(screen.getByLabelText('Full name'));
    await fill(user, 'Full name', 'Ann Lee');
    await fill(user, 'Username', 'nn.lee');
    await fill(user, 'Email', 'example.com');
    await fill(user, 'Phone', '+33 1 23 45 67 89');
    await fill(user, 'Country', 'France');
    await shows(screen, 'none, the server would take these values');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await shows(screen, 'The server would add Ann Lee.');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
  });

  it('says the contract’s refusals in French', async () => {
    const { user } = renderView({
      element: <ValidationDemo />,
      i18n: createTestI18n(resources, 'fr'),
    });
    await screen.findByLabelText('Téléphone');
    await fill(user, 'Téléphone', 'appelez-moi');
    await shows(
      screen,
      'Saisissez un numéro de téléphone : chiffres, espaces, tirets ou parenthèses, de 7 à 20.',
    );
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(3));
  });
});
