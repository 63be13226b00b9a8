import type { LazyData } from './lazy-data';
import { createRandom, deriveSeed } from './random';

export interface DbOptions {
  seed: number;
  scale: number;
}

/**
 * The live in-memory data of one server: each domain's data is built from the seed the first
 * time a handler asks for it, then kept (and mutated) until reset().
 */
export class Db {
  readonly #options: DbOptions;
  readonly #loaded = new Map<LazyData<unknown>, Promise<unknown>>();

  constructor(options: DbOptions) {
    this.#options = options;
  }

  /** The domain's live data, built on first use. Always the same object until reset(). */
  load<T>(data: LazyData<T>): Promise<T> {
    const known = this.#loaded.get(data) as Promise<T> | undefined;
    if (known) return known;
    const { seed, scale } = this.#options;
    const loading = data
      .importModule()
      .then((module) =>
        module.createData({ random: createRandom(deriveSeed(seed, data.name)), scale }),
      );
    this.#loaded.set(data, loading);
    // A failed import (e.g. a chunk that did not download) is tried again next time.
    loading.catch(() => {
      if (this.#loaded.get(data) === loading) this.#loaded.delete(data);
    });
    return loading;
  }

  /** Back to the seed: every domain's data is rebuilt on its next use. */
  reset(): void {
    this.#loaded.clear();
  }
}
