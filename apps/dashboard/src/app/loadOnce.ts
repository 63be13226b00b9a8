/**
 * `load(key)` at most once per key while it is pending or has succeeded. A failure is forgotten,
 * so the next call tries again: a chunk that failed on a flaky network loads on the next visit.
 */
export function loadOnce<Key>(load: (key: Key) => Promise<void>): (key: Key) => Promise<void> {
  const started = new Map<Key, Promise<void>>();
  return (key) => {
    let promise = started.get(key);
    if (!promise) {
      promise = load(key);
      started.set(key, promise);
      promise.catch(() => started.delete(key));
    }
    return promise;
  };
}
