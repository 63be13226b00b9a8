import { initialBoard, moveCard, placeOf } from './board';

describe('moveCard', () => {
  it('reorders within a list, whichever way the card goes', () => {
    expect(moveCard(initialBoard, 'invoices', 'logo').backlog).toEqual([
      'survey',
      'logo',
      'invoices',
    ]);
    expect(moveCard(initialBoard, 'logo', 'invoices').backlog).toEqual([
      'logo',
      'invoices',
      'survey',
    ]);
  });

  it('moves a card before the card it is over in another list, or to the end of a list', () => {
    const before = moveCard(initialBoard, 'survey', 'backups');
    expect(before.backlog).toEqual(['invoices', 'logo']);
    expect(before.week).toEqual(['onboarding', 'survey', 'backups']);
    expect(moveCard(initialBoard, 'survey', 'done').done).toEqual(['kickoff', 'survey']);
  });

  it('leaves the board as it is when there is nowhere to go', () => {
    expect(moveCard(initialBoard, 'survey', 'survey')).toBe(initialBoard);
    expect(moveCard(initialBoard, 'survey', 'backlog')).toBe(initialBoard);
    expect(moveCard(initialBoard, 'survey', 'nowhere')).toBe(initialBoard);
  });

  it('says where a card is', () => {
    expect(placeOf(initialBoard, 'backups')).toEqual({ list: 'week', place: 2, size: 2 });
    expect(placeOf(initialBoard, 'nowhere')).toBeUndefined();
  });
});
