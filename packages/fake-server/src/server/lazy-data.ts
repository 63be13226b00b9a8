import type { Random } from './random';

/** What a domain's data factory gets: its own seeded random source and the size multiplier. */
export interface SeedContext {
  random: Random;
  /** Multiplies generated record counts (performance tests use 10 000-row lists). */
  scale: number;
}

/** A domain's sample-data module: it exports one factory that builds fresh data. */
export interface DataModule<T> {
  createData(seed: SeedContext): T;
}

/** Sample data that is imported on first use, so it stays out of the first page's bundle. */
export interface LazyData<T> {
  readonly name: string;
  readonly importModule: () => Promise<DataModule<T>>;
}

/**
 * Declares a domain's data: `export const searchData = lazyData('search', () => import('./data'))`.
 * Handlers then read it with `await db.load(searchData)`.
 */
export function lazyData<T>(name: string, importModule: () => Promise<DataModule<T>>): LazyData<T> {
  return { name, importModule };
}
