import { arrayMove } from '@dnd-kit/sortable';

export const listIds = ['backlog', 'week', 'done'] as const;
export type ListId = (typeof listIds)[number];

/** Each list's cards, by id, in order. */
export type Board = Record<ListId, string[]>;

export const initialBoard: Board = {
  backlog: ['invoices', 'survey', 'logo'],
  week: ['onboarding', 'backups'],
  done: ['kickoff'],
};

export const isList = (id: string): id is ListId => (listIds as readonly string[]).includes(id);

/** The list a card or a list id stands for. */
export function listOf(board: Board, id: string): ListId | undefined {
  if (isList(id)) return id;
  return listIds.find((list) => board[list].includes(id));
}

/** Where a card is: its list and its place in it, from 1. */
export function placeOf(board: Board, card: string) {
  const list = listOf(board, card);
  return list && { list, place: board[list].indexOf(card) + 1, size: board[list].length };
}

/**
 * The board with `card` moved to where `over` is: before the card it is over (after it, when
 * coming from above in the same list), or at the end of a list it is over. Unchanged when there
 * is nowhere to go.
 */
export function moveCard(board: Board, card: string, over: string): Board {
  const from = listOf(board, card);
  const to = listOf(board, over);
  if (!from || !to || card === over) return board;
  if (from === to) {
    if (isList(over)) return board;
    const cards = board[from];
    return { ...board, [from]: arrayMove(cards, cards.indexOf(card), cards.indexOf(over)) };
  }
  const target = board[to];
  const at = isList(over) ? target.length : target.indexOf(over);
  return {
    ...board,
    [from]: board[from].filter((id) => id !== card),
    [to]: [...target.slice(0, at), card, ...target.slice(at)],
  };
}
