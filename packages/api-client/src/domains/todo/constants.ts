// The todo app's plain values, for the schemas and the screens alike (sidebar entries, sort
// menu, form limits). Zod-free: screens import them from `@tessera/api-client/todo`.

/** The views besides the default one (every task not deleted). */
export const taskFilters = ['important', 'completed', 'deleted'] as const;
/** The tags a task can carry, any number of them. */
export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
/**
 * The list's orders. `latest` is the board's own order: newest first, as the user arranged it
 * by dragging; the others sort by a field (unassigned and undated tasks last).
 */
export const taskSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export const taskTitleMaxLength = 120;
/** The description is HTML from the rich-text editor. */
export const taskDescriptionMaxLength = 20_000;
/** The largest page of tasks the list answers, and its page size when none is asked. */
export const taskMaxPerPage = 100;
/** How many tasks one reorder may arrange (a page of the list). */
export const taskReorderMax = taskMaxPerPage;
