import { useEffect, useState } from 'react';
import { shardLoaders, shardOf, type IconShard } from './iconNames';

// Shards loaded or loading, kept for the page's next visit (a failed one is forgotten).
const loading = new Map<number, Promise<IconShard>>();

function loadShard(index: number): Promise<IconShard> {
  let shard = loading.get(index);
  if (!shard) {
    shard = shardLoaders[index]().catch((error: unknown) => {
      loading.delete(index);
      throw error;
    });
    loading.set(index, shard);
  }
  return shard;
}

/**
 * The icon components of these names, loaded a shard at a time (the whole set is some 220 KB
 * gzip): `icons` holds those loaded so far; `failed` says a shard did not load, `retry` tries
 * again.
 */
export function useIconShards(names: string[]) {
  const [icons, setIcons] = useState<IconShard>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const wanted = [...new Set(names.map((name) => shardOf.get(name) ?? 0))].sort((a, b) => a - b);
  const key = wanted.join(',');

  useEffect(() => {
    let current = true;
    setFailed(false);
    Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map((index) => loadShard(Number(index))),
    ).then(
      (shards) => {
        if (current) setIcons((loaded) => Object.assign({}, loaded, ...shards) as IconShard);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return { icons, failed, retry: () => setAttempt((count) => count + 1) };
}
