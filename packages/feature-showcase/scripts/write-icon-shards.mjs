// Writes src/ui/icons/shards/*.ts and the names in src/ui/icons/iconNames.ts from the icons that
// @ant-design/icons exports. Run it after upgrading the package (iconNames.test.ts fails until
// then): `node scripts/write-icon-shards.mjs` in packages/feature-showcase, then `pnpm format`.
import { createRequire } from 'node:module';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const names = Object.keys(require('@ant-design/icons'))
  .filter((name) => /(Outlined|Filled|TwoTone)$/.test(name))
  .sort();

// About 50 icons a shard (some 13 KB gzip): the icons page loads the shards of what it shows.
const shardSize = 50;
const shards = [];
for (let start = 0; start < names.length; start += shardSize)
  shards.push(names.slice(start, start + shardSize));

const dir = new URL('../src/ui/icons/shards/', import.meta.url);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const header =
  '// Written by scripts/write-icon-shards.mjs from the exports of @ant-design/icons.\n';
shards.forEach((shard, index) => {
  writeFileSync(
    new URL(`shard${index}.ts`, dir),
    header +
      shard
        .map(
          (name) => `export { default as ${name} } from '@ant-design/icons-svg/lib/asn/${name}';`,
        )
        .join('\n') +
      '\n',
  );
});

const loaders = shards.map((_, index) => `  () => import('./shards/shard${index}'),`).join('\n');
const lists = shards.map((shard) => `  ${JSON.stringify(shard.join(' '))},`).join('\n');
writeFileSync(
  new URL('../src/ui/icons/iconNames.ts', import.meta.url),
  `${header}// A shard holds the shapes of about fifty icons, drawn by antd's icon component as the icons
// themselves are. They come from icons-svg's CommonJS build, which no page imports: a module
// that a shard shared with a page (the ES build) would be split into a chunk of its own, one
// more file for every page that draws that icon.
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/** A shard's icon shapes by name. */
export type IconShard = Record<string, IconDefinition>;

/** The names of each shard's icons, in order, space-separated. */
const shardNames = [
${lists}
];

/** Each shard's loader: a page loads only the shards of the icons it shows. */
export const shardLoaders: (() => Promise<IconShard>)[] = [
${loaders}
];

/** Every icon's name, in alphabetical order. */
export const iconNames: string[] = shardNames.flatMap((names) => names.split(' '));

/** The shard that holds each icon. */
export const shardOf = new Map(
  shardNames.flatMap((names, shard) => names.split(' ').map((name) => [name, shard] as const)),
);
`,
);
console.log(`${names.length} icons in ${shards.length} shards`);
