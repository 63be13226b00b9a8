import type { LazyData } from './lazy-data';
import { createRandom, deriveSeed } from './random';

export interface DbOptions {
  seed: number;
  scale: number;
  /**
   * A domain's data saved by an earlier visit, or undefined (persistence): what it gives is
   * used instead of building the domain from the seed.
   */
  stored?: (name: string) => Promise<unknown>;
}

/**
 * The live in-memory data of one server: each domain's data is built from the seed (or read back
 * from what an earlier visit saved) the first time a handler asks for it, then kept (and
 * mutated) until reset().
 */
export class Db {
  readonly #options: DbOptions;
  /** Each domain loaded (or loading), with its data: persistence reads and replaces it. */
  readonly loaded = new Map<LazyData<unknown>, Promise<unknown>>();
  /** Told of every load: persistence sees which domains a change used. */
  onLoad?: (data: LazyData<unknown>) => void;

  constructor(options: DbOptions) {
    this.#options = options;
  }

  /** The domain's live data, built on first use. Always the same object until reset(). */
  load<T>(data: LazyData<T>): Promise<T> {
    this.onLoad?.(data);
    const known = this.loaded.get(data) as Promise<T> | undefined;
    if (known) return known;
    const { seed, scale, stored } = this.#options;
    const loading = (async () => {
      const saved = await stored?.(data.name);
      if (saved !== undefined) return saved as T;
      const module = await data.importModule();
      return module.createData({ random: createRandom(deriveSeed(seed, data.name)), scale });
    })();
    this.loaded.set(data, loading);
    // A failed import (e.g. a chunk that did not download) is tried again next time.
    loading.catch(() => {
      if (this.loaded.get(data) === loading) this.loaded.delete(data);
    });
    return loading;
  }

  /** Back to the seed: every domain's data is rebuilt on its next use. */
  reset(): void {
    this.loaded.clear();
  }
}
