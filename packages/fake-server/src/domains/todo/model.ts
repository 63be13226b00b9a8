import type { Task, TaskAssignee, TaskListQuery, TaskSort } from '@tessera/api-client';

/** What the todo domain stores. */
export interface TodoData {
  /** Every task, deleted ones too, in the board's order (the `latest` view reads it as is). */
  tasks: Task[];
  /** Who a task can be assigned to. */
  team: TaskAssignee[];
  /** The highest id ever issued: a deleted id is never given again. */
  lastId: number;
}

export const messages = {
  notFound: (id: number) => `No task with id ${id}`,
  unknownAssignee: 'is not on the team',
};

// Month names written out here, not through Intl: search must find "march" whatever the
// locale of the machine it runs on.
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The words a due date is searched by: its day of the month and its month, in English. */
export function dueDateWords(dueDate: string | null): string[] {
  if (!dueDate) return [];
  const month = months[Number(dueDate.slice(5, 7)) - 1];
  const day = String(Number(dueDate.slice(8, 10)));
  // "15 march" and "march 15" both match, and so do "mar" or "15" alone.
  return [`${day} ${month}`, `${month} ${day}`];
}

function matches(task: Task, needle: string, wide: boolean): boolean {
  if (task.title.toLowerCase().includes(needle)) return true;
  if (!wide) return false;
  return (
    task.tags.some((tag) => tag.includes(needle)) ||
    dueDateWords(task.dueDate).some((words) => words.includes(needle))
  );
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Sorts by a text: the distinct texts are ranked once with the collator, then the tasks compare
 * ranks (a few thousand tasks share a handful of assignees). Missing texts go last.
 */
function sortByText(tasks: Task[], textOf: (task: Task) => string | null, direction: 1 | -1) {
  const texts = tasks.map(textOf);
  const distinct = [...new Set(texts.filter((text): text is string => text !== null))].sort(
    collator.compare,
  );
  const rank = new Map(distinct.map((text, index) => [text, index]));
  const keys = texts.map((text) => (text === null ? Infinity : direction * (rank.get(text) ?? 0)));
  // Array.prototype.sort is stable: equal tasks keep the board's order.
  return tasks
    .map((_, index) => index)
    .sort((a, b) => {
      if (keys[a] === keys[b]) return 0;
      if (keys[a] === Infinity) return 1;
      if (keys[b] === Infinity) return -1;
      return keys[a] - keys[b];
    })
    .map((index) => tasks[index]);
}

function sortTasks(tasks: Task[], sortBy: TaskSort): Task[] {
  switch (sortBy) {
    case 'latest':
      return tasks;
    case 'title-asc':
      return sortByText(tasks, (task) => task.title, 1);
    case 'title-desc':
      return sortByText(tasks, (task) => task.title, -1);
    case 'assignee':
      return sortByText(tasks, (task) => task.assignee?.fullName ?? null, 1);
    case 'due-date':
      // ISO days sort as text; the collator ranks them the same way.
      return sortByText(tasks, (task) => task.dueDate, 1);
  }
}

/**
 * One view of the board: the filter (the default view hides deleted tasks, whatever else is
 * asked), the tag, the search and the order. Every list call goes through here.
 */
export function queryTasks(
  tasks: Task[],
  query: Required<Omit<TaskListQuery, 'filter' | 'tag'>> & Pick<TaskListQuery, 'filter' | 'tag'>,
): { tasks: Task[]; total: number } {
  const { filter, tag, sortBy, page, perPage } = query;
  const needle = query.q.trim().toLowerCase();
  const wide = filter === undefined;
  const matching = tasks.filter(
    (task) =>
      (filter === 'deleted' ? task.isDeleted : !task.isDeleted) &&
      (filter !== 'important' || task.isImportant) &&
      (filter !== 'completed' || task.isCompleted) &&
      (tag === undefined || task.tags.includes(tag)) &&
      (!needle || matches(task, needle, wide)),
  );
  const sorted = sortTasks(matching, sortBy);
  const start = (page - 1) * perPage;
  return { tasks: sorted.slice(start, start + perPage), total: sorted.length };
}
