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

const isMissing = (value: unknown): value is null | undefined =>
  value === undefined || value === null;

/**
 * Where each text of a column falls in collation order, per source list and column. The collator
 * is what makes sorting 10,000 rows slow; with the ranks kept, it runs again only when the column
 * holds a text it has not ranked yet (an added or renamed record), and a sort compares integers.
 * Texts that collate equal ('ada', 'Ada') share a rank.
 */
const textRankCache = new WeakMap<object, Map<PropertyKey, Map<string, number>>>();

function textRanks<T>(source: readonly T[], column: keyof T, texts: string[]): Map<string, number> {
  let byColumn = textRankCache.get(source);
  if (!byColumn) {
    byColumn = new Map();
    textRankCache.set(source, byColumn);
  }
  const known = byColumn.get(column);
  if (known && texts.every((text) => known.has(text))) return known;

  // Rank the whole column, not only these texts, so that later queries find theirs.
  const columnTexts = source.flatMap((item) => {
    const value = item[column];
    return isMissing(value) ? [] : [String(value)];
  });
  const distinct = [...new Set(columnTexts)].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  distinct.forEach((text, index) => {
    if (index > 0 && collator.compare(distinct[index - 1], text) !== 0) rank++;
    ranks.set(text, rank);
  });
  byColumn.set(column, ranks);
  return ranks;
}

/** A number per value that sorts like it: numbers are their own key, texts their rank. */
function sortKeys<T>(source: readonly T[], column: keyof T, values: unknown[]) {
  if (values.every((value) => isMissing(value) || typeof value === 'number')) {
    return values as (number | null | undefined)[];
  }
  const texts = values.map((value) => (isMissing(value) ? value : String(value)));
  const ranks = textRanks(
    source,
    column,
    texts.filter((text) => !isMissing(text)),
  );
  return texts.map((text) => (isMissing(text) ? text : ranks.get(text)));
}

/**
 * Sorts `matching` (items of `source`) by one column: a column of numbers by value, any other by
 * its text in natural order (any case, 'Item 2' before 'Item 10'); missing values last either way.
 */
function sortByColumn<T>(
  source: readonly T[],
  matching: T[],
  column: keyof T,
  direction: 1 | -1,
): T[] {
  const keys = sortKeys(
    source,
    column,
    matching.map((item) => item[column]),
  );
  // Array.prototype.sort is stable: equal items keep their order.
  return matching
    .map((_, index) => index)
    .sort((a, b) => {
      const keyA = keys[a];
      const keyB = keys[b];
      if (keyA === keyB) return 0;
      if (isMissing(keyA)) return 1;
      if (isMissing(keyB)) return -1;
      return direction * (keyA - keyB);
    })
    .map((index) => matching[index]);
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

  // The cheap exact filters first: fewer items reach the text search.
  const matching = items.filter(
    (item) =>
      activeFilters.every(([field, value]) => item[field as keyof T] === value) &&
      (!where || where(item)) &&
      (!needle || !searchIn || matchesText(searchIn(item), needle)),
  );
  const sorted =
    sortColumn === undefined
      ? matching
      : sortByColumn(items, matching, sortColumn, sort === 'desc' ? -1 : 1);
  const start = perPage ? (page - 1) * perPage : 0;
  return {
    items: perPage ? sorted.slice(start, start + perPage) : sorted,
    total: sorted.length,
  };
}
