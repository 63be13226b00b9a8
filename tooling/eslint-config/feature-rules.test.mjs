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

test("antd's Result, Typography and Pagination are refused in a feature: ui has ResultView, Text, Pager", async () => {
  const result =
    'import { Result } from \'antd\';\nexport const Done = () => <Result status="success" />;\n';
  assert.deepEqual(await lint('feature-users', 'src/views/Done.tsx', result), [
    "no-restricted-imports: 'Result' import from 'antd' is restricted. Use ResultView from @tessera/ui: it loads antd's Result when a page first shows one.",
  ]);
  const typography =
    "import { Button, Typography } from 'antd';\nexport const Note = () => <Typography.Text>Hi<Button /></Typography.Text>;\n";
  assert.deepEqual(await lint('feature-users', 'src/views/Note.tsx', typography), [
    "no-restricted-imports: 'Typography' import from 'antd' is restricted. Use Text, Title and Paragraph from @tessera/ui.",
  ]);
  const pagination =
    "import { Pagination } from 'antd';\nexport const Pages = () => <Pagination total={50} />;\n";
  assert.deepEqual(await lint('feature-users', 'src/views/Pages.tsx', pagination), [
    'no-restricted-imports: \'Pagination\' import from \'antd\' is restricted. Use Pager from @tessera/ui: its previous and next buttons are named, not "left" and "right".',
  ]);
  const deep = "import Result from 'antd/es/result';\nexport { Result };\n";
  assert.equal((await lint('feature-users', 'src/views/Deep.tsx', deep)).length, 1);
  const allowed = "import { Button } from 'antd';\nexport const Go = () => <Button>Go</Button>;\n";
  assert.deepEqual(await lint('feature-users', 'src/views/Go.tsx', allowed), []);
});

test("React's lazy is refused in a feature, imported or as React.lazy: ui has lazyView", async () => {
  const imported =
    "import { lazy } from 'react';\nexport const Page = lazy(() => import('./Page'));\n";
  assert.deepEqual(await lint('feature-users', 'src/views/Lazy.tsx', imported), [
    "no-restricted-imports: 'lazy' import from 'react' is restricted. Use lazyView or lazyDialog from @tessera/ui.",
  ]);
  const member =
    "import React from 'react';\nexport const Page = React.lazy(() => import('./Page'));\n";
  assert.deepEqual(await lint('feature-users', 'src/views/ReactLazy.tsx', member), [
    'no-restricted-syntax: Use lazyView or lazyDialog from @tessera/ui.',
  ]);
});

test("Intl's number and date formatters are made through ui in a feature, which keeps them", async () => {
  const made =
    'export const day = (language: string, date: Date) =>\n  new Intl.DateTimeFormat(language).format(date);\n';
  assert.deepEqual(await lint('feature-users', 'src/model/day.ts', made), [
    'no-restricted-syntax: Use numberFormat or dateFormat from @tessera/ui: they keep one formatter per language and options.',
  ]);
  const kept =
    "import { dateFormat } from '@tessera/ui';\nexport const day = (language: string, date: Date) => dateFormat(language).format(date);\n";
  assert.deepEqual(await lint('feature-users', 'src/model/day.ts', kept), []);
  // A test checks what the page shows against Intl itself.
  assert.deepEqual(await lint('feature-users', 'src/model/day.test.ts', made), []);
});

test("a feature's views do not call api-client's api; its endpoints, store and sagas may", async () => {
  const call =
    "import { api } from '@tessera/api-client';\nexport const load = () => api.users.list({ page: 1, perPage: 10 });\n";
  const refusal = [
    "no-restricted-imports: 'api' import from '@tessera/api-client' is restricted. Call the server through the feature's endpoints (src/api.ts, RTK Query) or its sagas, not api.* from a view.",
  ];
  assert.deepEqual(await lint('feature-users', 'src/views/list/Load.tsx', call), refusal);
  assert.deepEqual(await lint('feature-users', 'src/pdf/useLoad.ts', call), refusal);
  assert.deepEqual(await lint('feature-users', 'src/api.ts', call), []);
  assert.deepEqual(await lint('feature-users', 'src/store/saga.ts', call), []);
  assert.deepEqual(await lint('feature-users', 'src/views/list/Load.test.tsx', call), []);
  // The contract's types and constants stay welcome in views.
  const types =
    "import { userPlans, type User } from '@tessera/api-client';\nexport const plans: readonly string[] = userPlans;\nexport type Row = User;\n";
  assert.deepEqual(await lint('feature-users', 'src/views/list/Types.tsx', types), []);
});

test('a feature imports the domains it uses, not the whole endpoint table', async () => {
  const whole =
    "import { endpoints } from '@tessera/api-client/schemas';\nexport const list = endpoints.users.list;\n";
  assert.deepEqual(await lint('feature-users', 'src/views/Whole.tsx', whole), [
    "no-restricted-imports: 'endpoints' import from '@tessera/api-client/schemas' is restricted. Import the domains you use (usersDomain.endpoints): the whole table puts every domain's schemas on every page. Tests may use it.",
  ]);
});

test("an icon given as a control's icon must be hidden: its own name would join the text", async () => {
  const code = (icon) =>
    "import { PlusOutlined } from '@ant-design/icons';\nimport { Button } from 'antd';\n" +
    `export const Add = () => <Button icon={${icon}}>Add user</Button>;\n`;
  const named = await lint('feature-users', 'src/views/Add.tsx', code('<PlusOutlined />'));
  assert.equal(named.length, 1);
  assert.match(named[0], /^no-restricted-syntax: Give the icon aria-hidden/);
  assert.deepEqual(
    await lint('feature-users', 'src/views/Add.tsx', code('<PlusOutlined aria-hidden />')),
    [],
  );
});
