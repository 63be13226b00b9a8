// The boundaries this config promises, checked on made-up files placed inside real packages
// (`node --test`, run by `npm test` through turbo).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from './test/lint.mjs';

test('a relative import into another package fails, even one pointing down', async () => {
  const messages = await lint(
    'feature-users',
    'src/views/Relative.tsx',
    "import { PageHeader } from '../../../ui/src/components/PageHeader';\nexport { PageHeader };\n",
  );
  assert.deepEqual(messages, [
    'boundaries/dependencies: Import another package by its name (@tessera/…), not by a relative path.',
  ]);
});

test('the same import by the package name passes', async () => {
  const messages = await lint(
    'feature-users',
    'src/views/ByName.tsx',
    "import { PageHeader } from '@tessera/ui';\nexport { PageHeader };\n",
  );
  assert.deepEqual(messages, []);
});

test('a feature reaching into another feature by path fails', async () => {
  const messages = await lint(
    'feature-users',
    'src/views/Cross.tsx',
    "import { permissionsFeature } from '../../../feature-permissions/src';\nexport { permissionsFeature };\n",
  );
  // One report per import: the most specific broken rule.
  assert.deepEqual(messages, [
    'boundaries/dependencies: A feature never imports another feature (see DESIGN.md).',
  ]);
});

test('only tests of a feature may use the fake server', async () => {
  const fakeServer =
    "import { setupFakeServer } from '@tessera/fake-server/testing';\nexport { setupFakeServer };\n";
  assert.deepEqual(await lint('feature-users', 'src/views/List.test.tsx', fakeServer), []);
  assert.ok((await lint('feature-users', 'src/views/List.tsx', fakeServer)).length > 0);
});

test('dangerouslySetInnerHTML is refused everywhere but in SafeHtml', async () => {
  const code =
    'export const Raw = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';
  assert.deepEqual(await lint('feature-users', 'src/views/Raw.tsx', code), [
    'no-restricted-syntax: Render HTML from data with SafeHtml (@tessera/ui/safe-html), which sanitises it.',
  ]);
});
