import { screen, within } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import LayoutsDemo from './LayoutsDemo';
import { shows } from '../test/shows';

const resources = featureResources('showcase');

/** The card of one layout, by its title. */
const card = (title: string) =>
  within(
    screen
      .getByText(title, { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement,
  );

describe('form layouts', () => {
  it('checks each form’s fields, then shows what it sends', async () => {
    const { user } = renderView({ element: <LayoutsDemo />, i18n: createTestI18n(resources) });
    await screen.findByRole('heading', { level: 1, name: 'Form layouts' });

    const vertical = card('Vertical');
    await user.click(vertical.getByRole('button', { name: 'Send' }));
    await shows(vertical, 'Enter the Name.');
    await user.type(vertical.getByLabelText('Name'), 'Ann Lee');
    await user.type(vertical.getByLabelText('Email'), 'ann@example.com');
    await user.click(vertical.getByRole('button', { name: 'Send' }));
    await shows(vertical, 'Name: Ann Lee · Email: ann@example.com');

    const horizontal = card('Horizontal');
    await user.type(horizontal.getByLabelText('Name'), 'Bo');
    await user.type(horizontal.getByLabelText('Email'), 'bo@example');
    await user.click(horizontal.getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByTitle('Support'));
    await user.click(horizontal.getByRole('button', { name: 'Send' }));
    await shows(horizontal, 'Enter a valid email address.');
    await user.type(horizontal.getByLabelText('Email'), '.org');
    await user.click(horizontal.getByRole('button', { name: 'Send' }));
    await shows(horizontal, 'Name: Bo · Email: bo@example.org · Team: Support');

    const inline = card('Inline');
    await user.type(inline.getByLabelText('Name'), 'Cy');
    await user.type(inline.getByLabelText('Email'), 'cy@example.com{Enter}');
    await shows(inline, 'Name: Cy · Email: cy@example.com');

    const columns = card('Multi-column');
    await user.type(columns.getByLabelText('Name'), 'Di');
    await user.type(columns.getByLabelText('Email'), 'di@example.com');
    await user.type(columns.getByLabelText('City'), 'Lyon');
    await user.click(columns.getByRole('button', { name: 'Send' }));
    await shows(columns, 'Name: Di · Email: di@example.com · City: Lyon');
    expect(vertical.getByText('Name: Ann Lee · Email: ann@example.com')).toBeInTheDocument();
  });

  it('is in French', async () => {
    const { user } = renderView({
      element: <LayoutsDemo />,
      i18n: createTestI18n(resources, 'fr'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Mises en page de formulaire' });
    const inline = card('En ligne');
    await user.click(inline.getByRole('button', { name: 'Envoyer' }));
    await shows(inline, 'Renseignez le champ « Nom ».');
  });
});
