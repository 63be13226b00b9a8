// Why a plugin: rolldown's `codeSplitting` groups pick modules by their path, and no path says
// which modules every signed-in page loads once the bundler has tree-shaken the barrels. The
// bundler's own `entriesAware` grouping knows that, but over every module it ran modules out of
// order, and with `strictExecutionOrder` it tied /login to nearly all of them (1.5 MB gzip). So
// this reads the bundler's own split from a first build, until groups are declared per package.
import type { Plugin, Rollup } from 'vite';

/** Pages that always load together, named by the lazy modules (dynamic imports) they load. */
export interface Tier {
  name: string;
  roots: RegExp[];
  /**
   * Also what `page` loads that at least `share` (0 to 1) of the `pages` load too: the pieces
   * of the page most visits open on (the admin's home) that most pages share, in the tier's
   * chunk rather than in a dozen small chunks each fetched on its own.
   */
  sharedWith?: { page: RegExp; pages: RegExp; share: number };
}

/** What the tiers need to know of a chunk from the bundler's own split. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** The chunks a page loads with `start`: those and, recursively, what they import statically. */
function staticChunks(start: ChunkFacts[], byName: Map<string, ChunkFacts>): Set<ChunkFacts> {
  const seen = new Set<ChunkFacts>();
  const stack = [...start];
  while (stack.length > 0) {
    const chunk = stack.pop() as ChunkFacts;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) stack.push(imported);
    }
  }
  return seen;
}

/**
 * Which tier chunk each module goes to, read from the bundler's own split (which knows what
 * each lazy module really uses):
 *   - `boot`: what the entry loads;
 *   - the first tier's name: what only the first tier's pages load;
 *   - `common`: what both tiers load;
 *   - the second tier's name: what the second tier loads and the first does not.
 * What the first tier shares with other lazy modules (a form with the drawers, a grid with the
 * dashboards) keeps the bundler's split: in a tier's chunk, every page that needs a part of it
 * would load all of it (tried: the signed-in pages then loaded 20 KB more).
 */
export function tierChunkOf(chunks: ChunkFacts[], [first, second]: [Tier, Tier]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesOf = (start: ChunkFacts[]) =>
    new Set([...staticChunks(start, byName)].flatMap((chunk) => chunk.moduleIds));
  const isRootOf =
    (tier: Tier) =>
    ({ facadeModuleId: id }: ChunkFacts) =>
      id !== null && tier.roots.some((root) => root.test(id));
  const entry = modulesOf(chunks.filter((chunk) => chunk.isEntry));
  const a = modulesOf(chunks.filter(isRootOf(first)));
  const b = modulesOf(chunks.filter(isRootOf(second)));
  if (second.sharedWith) {
    for (const id of sharedPieces(chunks, second.sharedWith, modulesOf, isRootOf(first))) b.add(id);
  }
  const elsewhere = modulesOf(
    chunks.filter((chunk) => chunk.isDynamicEntry && !isRootOf(first)(chunk)),
  );
  const chunkOf = new Map<string, string>([...entry].map((id) => [id, 'boot']));
  for (const id of a) {
    if (entry.has(id)) continue;
    if (b.has(id)) chunkOf.set(id, 'common');
    else if (!elsewhere.has(id)) chunkOf.set(id, first.name);
  }
  for (const id of b) if (!entry.has(id) && !a.has(id)) chunkOf.set(id, second.name);
  return chunkOf;
}

/** What `page` loads that at least `share` of the `pages` (outside the first tier) load too. */
function sharedPieces(
  chunks: ChunkFacts[],
  { page, pages, share }: NonNullable<Tier['sharedWith']>,
  modulesOf: (start: ChunkFacts[]) => Set<string>,
  inFirstTier: (chunk: ChunkFacts) => boolean,
): string[] {
  const facadeMatches = (pattern: RegExp) => (chunk: ChunkFacts) =>
    chunk.isDynamicEntry && chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId);
  const pageChunks = chunks.filter((chunk) => facadeMatches(pages)(chunk) && !inFirstTier(chunk));
  const loadedBy = new Map<string, number>();
  for (const pageChunk of pageChunks) {
    for (const id of modulesOf([pageChunk])) loadedBy.set(id, (loadedBy.get(id) ?? 0) + 1);
  }
  const needed = share * pageChunks.length;
  return [...modulesOf(chunks.filter(facadeMatches(page)))].filter(
    (id) => (loadedBy.get(id) ?? 0) >= needed,
  );
}

/** Set while the plugin's own first build runs, so that build leaves the plugin out. */
const firstPass = 'TESSERA_TIER_FIRST_PASS';

/**
 * Fewer, larger chunks where pages always load modules together. By itself the bundler makes a
 * chunk for each set of lazy modules that share code: 57 files for the sign-in page and 110-130
 * for a signed-in one, each compressed on its own and fetched in a chain of requests. Here what
 * the entry loads, the code every visitors' page loads, the code every signed-in page loads, and
 * what both share go in one chunk each; each page's own code keeps the bundler's split. On
 * 2026-11-25 it took about 8 KB gzip off /login (19 files instead of 57) and 10-15 KB off each
 * signed-in page (a third fewer files), as scripts/budget.mjs measures them.
 *
 * What a page loads is known only once the bundler has split the code (a module imported for
 * one export does not bring the rest of its barrel), so the plugin first builds the app once
 * without the tiers, in memory, and reads the chunks. `groups` goes in `codeSplitting.groups`.
 */
export function tierChunksPlugin(configFile: string, tiers: [Tier, Tier]) {
  let chunkOf = new Map<string, string>();
  let mode: string | undefined;
  const group = (name: string) => ({
    name,
    test: (id: string) => chunkOf.get(id) === name,
    // Each tier holds what its modules import, but what the entry holds stays in the entry.
    includeDependenciesRecursively: false,
  });
  const plugin: Plugin = {
    name: 'tessera-tier-chunks',
    apply: (_, { command }) => command === 'build' && !process.env[firstPass],
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      process.env[firstPass] = '1';
      try {
        const { build } = await import('vite');
        const output = (await build({
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false },
        })) as Rollup.RollupOutput;
        const chunks = output.output.filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        chunkOf = tierChunkOf(chunks, tiers);
      } finally {
        process.env[firstPass] = '';
      }
    },
  };
  return {
    plugin,
    groups: [group('boot'), group(tiers[0].name), group('common'), group(tiers[1].name)],
  };
}
