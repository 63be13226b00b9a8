import { useCallback, useState } from 'react';
import { toServerError } from './serverError';

/** How much of the page shown is selected: drives a "select the page" checkbox. */
export type PageSelection = 'none' | 'some' | 'all';

/**
 * The rows a list's user has picked for a bulk action. The ids stay picked across the list's
 * pages, and the selection starts over when what the list holds changes (`resetKey`: the list
 * controller's `selectionKey`, which follows search, filters, sort and scope, not the page).
 */
export function useSelection<Id extends string | number>(pageIds: readonly Id[], resetKey: string) {
  const [state, setState] = useState<{ key: string; ids: readonly Id[] }>({
    key: resetKey,
    ids: [],
  });
  const stale = state.key !== resetKey;
  // Set while rendering (React's pattern for state that follows a prop): no stale frame.
  if (stale) setState({ key: resetKey, ids: [] });
  const ids = stale ? [] : state.ids;

  const update = useCallback(
    (change: (ids: readonly Id[]) => readonly Id[]) =>
      setState((current) => ({ key: current.key, ids: change(current.ids) })),
    [],
  );

  // The setters keep their identity, so that what takes them (a table's rowSelection) can too.
  const toggle = useCallback(
    (id: Id) =>
      update((current) =>
        current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      ),
    [update],
  );
  const set = useCallback((next: readonly Id[]) => update(() => next), [update]);
  const clear = useCallback(
    (done?: readonly Id[]) =>
      update((current) => (done ? current.filter((id) => !done.includes(id)) : [])),
    [update],
  );

  const selectedOnPage = pageIds.filter((id) => ids.includes(id)).length;
  const page: PageSelection =
    selectedOnPage === 0 ? 'none' : selectedOnPage === pageIds.length ? 'all' : 'some';

  return {
    ids,
    count: ids.length,
    page,
    has: (id: Id) => ids.includes(id),
    toggle,
    /** Replaces the selection (a table's `onChange` with every selected key). */
    set,
    /** Adds the page's rows to the selection, or takes them out of it. */
    selectPage: (select: boolean) =>
      update((current) =>
        select
          ? [...new Set([...current, ...pageIds])]
          : current.filter((id) => !pageIds.includes(id)),
      ),
    /** Takes these ids out (done with them), or everything when none are given. */
    clear,
  };
}

export type Selection<Id extends string | number> = ReturnType<typeof useSelection<Id>>;

/**
 * Which items of a bulk change the server refused: those its field errors name by their place
 * in the request (`ids.2` for `ids[2]`). Empty when the refusal names none (the whole call
 * failed: the server was down, the user may not…). A bulk change is all or nothing, so the
 * others are unchanged too: say which ones stopped it.
 */
export function refusedItems<Id>(failure: unknown, ids: readonly Id[], field = 'ids'): Id[] {
  const { fieldErrors = {} } = toServerError(failure);
  return ids.filter((_, index) => `${field}.${index}` in fieldErrors);
}
