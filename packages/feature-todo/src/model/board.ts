import type { TaskFilter, TaskTag } from '@tessera/api-client';
import { taskFilters, taskTags } from '@tessera/api-client/todo';
import { dateFormat, localDay, type TagColor } from '@tessera/ui';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';

const isFilter = (value: string | undefined): value is TaskFilter =>
  (taskFilters as readonly string[]).includes(value ?? '');
const isTag = (value: string | undefined): value is TaskTag =>
  (taskTags as readonly string[]).includes(value ?? '');

/** Each tag's colour, in the sidebar and on rows (readable in every skin: ui's ColorTag). */
export const tagColors: Record<TaskTag, TagColor> = {
  team: 'blue',
  low: 'green',
  medium: 'orange',
  high: 'red',
  update: 'purple',
};

/** The task drawer's subject: a task by id, or a new task. */
export type OpenTask = number | 'new' | null;

const openTaskOf = (text: string | null): OpenTask => {
  if (text === 'new') return 'new';
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/**
 * The view the user looks at, from the route (`/apps/todo/:filter`, `/apps/todo/tag/:tag`),
 * and the open task (`?task=12`, `?task=new`), so that a reload shows the same thing.
 */
export function useBoard() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(
    () => ({
      filter: isFilter(params.filter) ? params.filter : undefined,
      tag: isTag(params.tag) ? params.tag : undefined,
      /** The route names a view that does not exist. */
      unknown:
        (params.filter !== undefined && !isFilter(params.filter)) ||
        (params.tag !== undefined && !isTag(params.tag)),
    }),
    [params.filter, params.tag],
  );
  const open = openTaskOf(search.get('task'));
  const setOpen = useCallback(
    (task: OpenTask, replace = false) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (task === null) next.delete('task');
          else next.set('task', String(task));
          return next;
        },
        { replace },
      ),
    [setSearch],
  );
  return { ...view, open, setOpen };
}

/** A due date (`YYYY-MM-DD`) as the reader says it: "7 Aug", "Aug 7"… (the day, never shifted). */
export function dueDateText(day: string, language: string): string {
  return dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Whether a due date has passed (today is not late). */
export function isOverdue(day: string, now = new Date()): boolean {
  return day < localDay(now);
}
