import { fireEvent, screen, within } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import ElementsDemo from './ElementsDemo';
import { shows } from '../test/shows';

const resources = featureResources('showcase');

// jsdom lays nothing out, and its ranges have no boxes: the rich-text editor, opened focused,
// scrolls its caret into view and would throw. Empty boxes, as a hidden page has.
beforeAll(() => {
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= emptyRect;
});

/** A card by its title. */
const card = (title: string) =>
  within(
    screen
      .getByText(title, { selector: '.ant-card-head-title' })
      .closest('.ant-card') as HTMLElement,
  );

function renderPage(language = 'en') {
  return renderView({ element: <ElementsDemo />, i18n: createTestI18n(resources, language) });
}

describe('form elements', () => {
  it('masks what is typed, and says when a pattern is not filled', async () => {
    const { user } = renderPage();
    const masks = card('Masked inputs');
    await user.type(masks.getByLabelText('Phone number'), '5550100123');
    expect(masks.getByLabelText('Phone number')).toHaveValue('(555) 010-0123');
    await user.click(masks.getByLabelText('Card number'));
    await user.paste('4242x4242424242424242');
    expect(masks.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(masks.getByLabelText('Day (DD/MM/YYYY)'), '3112');
    await user.tab();
    expect(masks.getByLabelText('Day (DD/MM/YYYY)')).toHaveValue('31/12');
    await shows(masks, 'Fill in every digit of the pattern.');
    expect(masks.getByRole('status')).toHaveTextContent('5550100123 · 4242424242424242 · 3112');
  });

  it('reads numbers the language’s way and refuses what is out of range', async () => {
    const { user } = renderPage();
    const numbers = card('Numbers');
    await user.type(numbers.getByLabelText('Price'), '1,204.5');
    expect(numbers.getByRole('status')).toHaveTextContent('$1,204.50');
    await shows(numbers, 'Enter a price from 0 to 1,000.');
  });

  it('shows the day, stay and time picked', async () => {
    const { user } = renderPage();
    // The card's code loads as it comes near the screen (at once here: jsdom sees no screen).
    await screen.findByLabelText('Day');
    const dates = card('Dates and times');
    const day = dates.getByLabelText('Day');
    await user.click(day);
    // antd's picker takes a typed day on Enter.
    fireEvent.change(day, { target: { value: '2026-03-14' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    await shows(dates, '2026-03-14');
    const time = dates.getByLabelText('Time');
    await user.click(time);
    fireEvent.change(time, { target: { value: '09:30' } });
    fireEvent.keyDown(time, { key: 'Enter' });
    await shows(dates, '2026-03-14 · 09:30');
  });

  it('searches a select, picks several skills, and walks the cascader', async () => {
    const { user } = renderPage();
    const selects = card('Selects');
    expect(selects.getByRole('status')).toHaveTextContent('nothing yet · 1 skill');
    await user.type(selects.getByRole('combobox', { name: 'Fruit (type to search)' }), 'ma');
    expect(screen.queryByTitle('Cherry')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Mango'));
    await user.click(selects.getByRole('combobox', { name: 'Skills (several)' }));
    await user.click(await screen.findByTitle('Finance'));
    expect(selects.getByRole('status')).toHaveTextContent('Mango · 2 skills');

    await screen.findByRole('combobox', { name: 'Office' });
    const cascader = card('Cascader');
    await user.click(cascader.getByRole('combobox', { name: 'Office' }));
    await user.click(await screen.findByText('Canada'));
    await user.click(await screen.findByText('Montreal'));
    await user.click(await screen.findByText('Old town building'));
    expect(cascader.getByRole('status')).toHaveTextContent('Canada / Montreal / Old town building');
  });

  it('follows the switch, checkboxes and radios, and lists the files chosen', async () => {
    const { user } = renderPage();
    const choices = card('Switches, checkboxes and radios');
    expect(choices.getByRole('status')).toHaveTextContent('emails on · 1 working day · Medium');
    await user.click(choices.getByRole('switch', { name: 'Email me about changes' }));
    await user.click(choices.getByLabelText('Friday'));
    await user.click(choices.getByLabelText('Large'));
    expect(choices.getByRole('status')).toHaveTextContent('emails off · 2 working days · Large');

    const upload = card('Upload');
    const input = upload
      .getByRole('button', { name: /Choose files/ })
      .closest('.ant-upload')
      ?.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['plan'], 'plan.txt', { type: 'text/plain' }),
      new File(['list'], 'list.txt', { type: 'text/plain' }),
    ]);
    await shows(upload, 'plan.txt');
    expect(upload.getByRole('status')).toHaveTextContent('2 files');
  });

  it('loads the rich-text editor when asked to edit', async () => {
    const { user } = renderPage();
    const editor = card('Rich text');
    expect(editor.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument();
    expect(editor.getByText('Write your notes here.')).toBeInTheDocument();
    await user.click(editor.getByRole('button', { name: /Edit the notes/ }));
    expect(await editor.findByRole('textbox', { name: 'Notes' })).toHaveTextContent(
      'Write your notes here.',
    );
    expect(editor.getByRole('status')).toHaveTextContent('4 words');
  });

  it('is in French', async () => {
    const { user } = renderPage('fr');
    await screen.findByRole('heading', { level: 1, name: 'Éléments de formulaire' });
    const numbers = card('Nombres');
    await user.type(numbers.getByLabelText('Prix'), '12,5');
    expect(numbers.getByRole('status')).toHaveTextContent(/12,50\s\$US/);
  });
});
