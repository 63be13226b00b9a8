import type { Draft, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** The part of an RTK Query api the optimistic change uses. */
interface PatchableApi {
  endpoints: Record<string, unknown>;
  util: {
    selectInvalidatedBy: (
      state: never,
      tags: never,
    ) => { endpointName: string; originalArgs: unknown }[];
    updateQueryData: (endpointName: never, args: never, recipe: never) => unknown;
  };
}

/** The tags an api's answers provide (`'Todo'`, `{ type: 'Todo', id: 3 }`). */
type TagsOf<Api extends PatchableApi> = Parameters<Api['util']['selectInvalidatedBy']>[1];

/** The answer type of an api's endpoint. */
type AnswerOf<
  Api extends PatchableApi,
  Name extends keyof Api['endpoints'],
> = Api['endpoints'][Name] extends { Types: { ResultType: infer Answer } } ? Answer : never;

export interface OptimisticChange<Api extends PatchableApi, Arg> {
  /**
   * The cached answers the change shows in, by the tags they provide: a record's tag reaches the
   * record and every cached list that holds it (`({ ids }) => ids.map((id) => ({ type, id }))`).
   */
  touches: (arg: Arg) => TagsOf<Api>;
  /** How each endpoint's cached answer changes (other endpoints' answers are left alone). */
  patch: {
    [Name in keyof Api['endpoints'] & string]?: (
      draft: Draft<AnswerOf<Api, Name>>,
      arg: Arg,
    ) => void;
  };
}

/** What RTK Query hands `onQueryStarted` (the part used here). */
interface ChangeLifecycle {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

interface Undoable {
  undo: () => void;
}

/**
 * A mutation's `onQueryStarted` that shows the change at once: it patches every cached answer
 * `touches` names (the lists and the record together) before the server answers, and rolls each
 * patch back if the server refuses. The caller awaits `unwrap()` as usual and shows the refusal
 * with `useErrorMessage()`; tags still refetch the server's truth on success.
 *
 * ```ts
 * todoApi.enhanceEndpoints({ endpoints: { setDone: { onQueryStarted: optimistic(todoApi, {
 *   touches: ({ ids }) => ids.map((id) => ({ type: 'Todo', id })),
 *   patch: { listTodos: (list, { ids, done }) => patchItems(list.todos, ids, (todo) => { todo.done = done }) },
 * }) } } });
 * ```
 */
export function optimistic<Api extends PatchableApi, Arg>(
  api: Api,
  change: OptimisticChange<Api, Arg>,
) {
  return async (arg: Arg, { dispatch, getState, queryFulfilled }: ChangeLifecycle) => {
    const cached = api.util.selectInvalidatedBy(getState() as never, change.touches(arg));
    const patches = cached.flatMap(({ endpointName, originalArgs }) => {
      const recipe = change.patch[endpointName as keyof OptimisticChange<Api, Arg>['patch']];
      if (!recipe) return [];
      const thunk = api.util.updateQueryData(
        endpointName as never,
        originalArgs as never,
        ((draft: never) => recipe(draft, arg)) as never,
      );
      return [dispatch(thunk as never) as Undoable];
    });
    try {
      await queryFulfilled;
    } catch {
      for (const patch of patches) patch.undo();
    }
  };
}

/** Changes, in place, each item of `items` whose id is one of `ids` (a patch recipe's helper). */
export function patchItems<Item extends { id: unknown }>(
  items: Item[],
  ids: readonly Item['id'][],
  change: (item: Item) => void,
): void {
  for (const item of items) if (ids.includes(item.id)) change(item);
}
