import type { SortDirection } from '@tessera/api-client';

export interface ListQueryOptions<T> {
  /** Free text; an item matches when one of its searched values contains it (any case). */
  q?: string;
  /** The values `q` looks in, e.g. `(user) => [user.fullName, user.email]`. */
  searchIn?: (item: T) => unknown[];
  /** Exact-match filters on fields; an undefined or '' value means "any". */
  filters?: { [K in keyof T]?: T[K] | '' };
  /** Any other condition. */
  where?: (item: T) => boolean;
  sortColumn?: keyof T;
  sort?: SortDirection;
  /** From 1. */
  page?: number;
  /** Omitted: everything from `page` 1 on one page. */
  perPage?: number;
}

export interface ListPage<T> {
  items: T[];
  /** How many items match, over all pages. */
  total: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Numbers by value, text in natural order (any case); missing values last either way. */
function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return direction * (a - b);
  return direction * collator.compare(String(a), String(b));
}

function matchesText(values: unknown[], needle: string): boolean {
  return values.some(
    (value) =>
      value !== undefined && value !== null && String(value).toLowerCase().includes(needle),
  );
}

/**
 * Search, filter, sort and page one list: the helper every list endpoint shares, so they all
 * behave alike. It never changes `items`; the answer's items are the live records.
 */
export function queryList<T>(items: readonly T[], options: ListQueryOptions<T> = {}): ListPage<T> {
  const {
    q = '',
    searchIn,
    filters = {},
    where,
    sortColumn,
    sort = 'asc',
    page = 1,
    perPage,
  } = options;
  const needle = q.trim().toLowerCase();
  const activeFilters = Object.entries(filters).filter(
    ([, value]) => value !== undefined && value !== '',
  );

  const matching = items.filter(
    (item) =>
      (!needle || !searchIn || matchesText(searchIn(item), needle)) &&
      activeFilters.every(([field, value]) => item[field as keyof T] === value) &&
      (!where || where(item)),
  );
  if (sortColumn !== undefined) {
    const direction = sort === 'desc' ? -1 : 1;
    // Array.prototype.sort is stable: equal items keep their order.
    matching.sort((a, b) => compareValues(a[sortColumn], b[sortColumn], direction));
  }
  const start = perPage ? (page - 1) * perPage : 0;
  return {
    items: perPage ? matching.slice(start, start + perPage) : matching,
    total: matching.length,
  };
}
