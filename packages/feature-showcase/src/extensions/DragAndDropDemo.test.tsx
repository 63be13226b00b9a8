import { screen, within } from '@testing-library/react';
import DragAndDropDemo from './DragAndDropDemo';
import { renderDemo } from '../testing';

/**
 * jsdom lays nothing out, and dnd-kit moves a card by keyboard towards the nearest list or card
 * on screen. This lays the board out as a browser would: three lists side by side, 300 px
 * apart, each card 50 px under the one before.
 */
function layOutBoard() {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
    }) as DOMRect;
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const list = this.closest('[data-list]');
    if (!list) return rect(0, 0, 0, 0);
    const column = [...document.querySelectorAll('[data-list]')].indexOf(list);
    if (this === list) return rect(column * 300, 0, 280, 400);
    const card = this.closest('[data-testid="dnd-card"]');
    if (!card) return rect(0, 0, 0, 0);
    const row = [...list.querySelectorAll('[data-testid="dnd-card"]')].indexOf(card);
    return rect(column * 300 + 10, 40 + row * 50, 260, 40);
  });
}

const cardsIn = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .queryAllByTestId('dnd-card')
    .map((card) => card.textContent);

describe('drag and drop demo', () => {
  beforeEach(() => {
    layOutBoard();
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => jest.restoreAllMocks());

  it('moves a card to another list from the keyboard, and tells a screen reader each step', async () => {
    const { user } = renderDemo(<DragAndDropDemo />);
    const card = await screen.findByRole('button', { name: 'Read the customer survey' });
    expect(card).toHaveAttribute('aria-roledescription', 'sortable');
    card.focus();
    await user.keyboard('[Space]');
    expect(
      await screen.findByText('Picked up “Read the customer survey”, in To do, position 2 of 3.'),
    ).toBeInTheDocument();
    await user.keyboard('[ArrowRight]');
    expect(
      await screen.findByText(
        /^“Read the customer survey” is now in This week, position \d of 3\.$/,
      ),
    ).toBeInTheDocument();
    await user.keyboard('[Space]');

    expect(cardsIn('To do')).toEqual(['Send the March invoices', 'Choose the new logo']);
    expect(cardsIn('This week')).toContain('Read the customer survey');
    expect(cardsIn('This week')).toHaveLength(3);
    expect(screen.getByTestId('last-move')).toHaveTextContent(
      /^“Read the customer survey” dropped in This week, position \d of 3\.$/,
    );
  });

  it('reorders a list from the keyboard', async () => {
    const { user } = renderDemo(<DragAndDropDemo />);
    (await screen.findByRole('button', { name: 'Send the March invoices' })).focus();
    await user.keyboard('[Space][ArrowDown][Space]');
    expect(await screen.findByTestId('last-move')).toHaveTextContent(
      '“Send the March invoices” dropped in To do, position 2 of 3.',
    );
    expect(cardsIn('To do')).toEqual([
      'Read the customer survey',
      'Send the March invoices',
      'Choose the new logo',
    ]);
  });

  it('puts the card back when the move is cancelled with Escape', async () => {
    const { user } = renderDemo(<DragAndDropDemo />);
    (await screen.findByRole('button', { name: 'Plan the spring kickoff' })).focus();
    await user.keyboard('[Space][ArrowLeft]');
    expect(cardsIn('This week')).toContain('Plan the spring kickoff');
    await user.keyboard('[Escape]');
    expect(
      await screen.findByText(
        'Move cancelled: “Plan the spring kickoff” is back in Done, position 1 of 1.',
      ),
    ).toBeInTheDocument();
    expect(cardsIn('Done')).toEqual(['Plan the spring kickoff']);
    expect(screen.getByTestId('last-move')).toHaveTextContent('No card moved yet.');
  });

  it('fills an empty list, and puts every card back on demand', async () => {
    const { user } = renderDemo(<DragAndDropDemo />);
    (await screen.findByRole('button', { name: 'Plan the spring kickoff' })).focus();
    await user.keyboard('[Space][ArrowLeft][Space]');
    expect(await screen.findByText('Drop a card here')).toBeInTheDocument();
    expect(cardsIn('Done')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Put the cards back' }));
    expect(cardsIn('Done')).toEqual(['Plan the spring kickoff']);
    expect(screen.getByRole('button', { name: 'Put the cards back' })).toBeDisabled();
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<DragAndDropDemo />, 'fr');
    (await screen.findByRole('button', { name: 'Lire l’enquête clients' })).focus();
    await user.keyboard('[Space]');
    expect(
      await screen.findByText('« Lire l’enquête clients » prise, dans À faire, position 2 sur 3.'),
    ).toBeInTheDocument();
    await user.keyboard('[Escape]');
    expect(cardsIn('À faire')).toHaveLength(3);
  });
});
