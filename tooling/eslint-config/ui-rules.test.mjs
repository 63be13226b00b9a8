// The boundaries this config promises, checked on made-up files placed inside real packages
// (`node --test`, run by `npm test` through turbo).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from './test/lint.mjs';

test('ui reaching up into api-client by path fails', async () => {
  const messages = await lint(
    'ui',
    'src/components/Api.tsx',
    "import { api } from '../../../api-client/src';\nexport { api };\n",
  );
  assert.ok(messages.includes('boundaries/dependencies: Imports only point down (see DESIGN.md).'));
});

test('dangerouslySetInnerHTML is refused in ui too, but for SafeHtml', async () => {
  const code =
    'export const Raw = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';
  assert.equal((await lint('ui', 'src/components/Other.tsx', code)).length, 1);
  assert.deepEqual(await lint('ui', 'src/components/SafeHtml.tsx', code), []);
});
