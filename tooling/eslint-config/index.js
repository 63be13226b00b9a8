// One flat config for every package. Imports only point down (DESIGN.md): a package lists the
// workspace packages it must never import, and the rule below enforces it.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const layers = {
  app: [],
  feature: ['@tessera/feature-*', '@tessera/fake-server'],
  ui: ['@tessera/feature-*', '@tessera/fake-server', '@tessera/api-client'],
  'api-client': ['@tessera/feature-*', '@tessera/fake-server', '@tessera/ui'],
  'fake-server': ['@tessera/feature-*', '@tessera/ui'],
};

/** The monorepo's folders, by layer: boundaries are checked on the file an import resolves to. */
const elements = [
  { type: 'app', pattern: 'apps/*' },
  { type: 'feature', pattern: 'packages/feature-*' },
  { type: 'ui', pattern: 'packages/ui' },
  { type: 'api-client', pattern: 'packages/api-client' },
  { type: 'fake-server', pattern: 'packages/fake-server' },
];
const packageTypes = elements.map((element) => element.type);

/** What each layer may not reach, by path (the same rule as `layers`, on resolved files). */
const downwardOnly = [
  { from: 'feature', disallow: ['app', 'fake-server'] },
  { from: 'ui', disallow: ['app', 'feature', 'fake-server', 'api-client'] },
  { from: 'api-client', disallow: ['app', 'feature', 'fake-server', 'ui'] },
  { from: 'fake-server', disallow: ['app', 'feature', 'ui'] },
];

/** @param {{ testsMayUseFakeServer: boolean }} options */
const boundaryPolicies = ({ testsMayUseFakeServer }) => [
  // Another package is reached by its name and its exports, never by a relative (or any other
  // non-@tessera) path. Two packages have no relationship (`null`); a file of the same package
  // is `internal`.
  {
    disallow: {
      to: { element: { types: { anyOf: packageTypes } } },
      dependency: { source: '!@tessera/**', relationship: { to: null } },
    },
    message: 'Import another package by its name (@tessera/…), not by a relative path.',
  },
  // A feature never imports another feature.
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: { element: { type: 'feature' } },
      dependency: { relationship: { to: null } },
    },
    message: 'A feature never imports another feature (see DESIGN.md).',
  },
  ...downwardOnly.map(({ from, disallow }) => ({
    from: { element: { type: from } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf:
              testsMayUseFakeServer && from === 'feature'
                ? disallow.filter((type) => type !== 'fake-server')
                : disallow,
          },
        },
      },
    },
    message: 'Imports only point down (see DESIGN.md).',
  })),
];

/**
 * What a feature's code takes from ui instead of importing it: antd's Result, Typography and
 * Pagination (ui's ResultView loads Result on demand; ui's Text, Title and Paragraph are plain
 * elements; ui's Pager names its arrow buttons),
 * and React's `lazy` (ui's lazyView and lazyDialog add the Suspense and the loading state).
 */
const featureImports = [
  {
    name: 'antd',
    importNames: ['Result'],
    message: "Use ResultView from @tessera/ui: it loads antd's Result when a page first shows one.",
  },
  {
    name: 'antd',
    importNames: ['Typography'],
    message: 'Use Text, Title and Paragraph from @tessera/ui.',
  },
  {
    name: 'antd',
    importNames: ['Pagination'],
    message:
      'Use Pager from @tessera/ui: its previous and next buttons are named, not "left" and "right".',
  },
  {
    name: 'react',
    importNames: ['lazy'],
    message: 'Use lazyView or lazyDialog from @tessera/ui.',
  },
];
const featureImportPatterns = [
  {
    group: [
      'antd/*/result',
      'antd/*/result/*',
      'antd/*/typography',
      'antd/*/typography/*',
      'antd/*/pagination',
      'antd/*/pagination/*',
    ],
    message: 'Use ResultView, Text, Title, Paragraph and Pager from @tessera/ui.',
  },
];

/** A feature's views reach the server through the feature's endpoints, never api-client's `api`. */
const viewImports = [
  {
    name: '@tessera/api-client',
    importNames: ['api'],
    message:
      "Call the server through the feature's endpoints (src/api.ts, RTK Query) or its sagas, not api.* from a view.",
  },
];

/**
 * Shipped code imports the domains it uses (`usersDomain.endpoints`), never the whole endpoint
 * table: it holds every domain's schemas, which a page would then all download.
 */
const wholeTable = {
  name: '@tessera/api-client/schemas',
  importNames: ['endpoints'],
  message:
    "Import the domains you use (usersDomain.endpoints): the whole table puts every domain's schemas on every page. Tests may use it.",
};

/** Where a feature may call api-client's `api`: its server-state endpoints, store and sagas. */
const serverLayerFiles = ['src/api.ts', 'src/store/**', 'src/**/saga.ts', 'src/**/*.saga.ts'];

const dangerousHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render HTML from data with SafeHtml (@tessera/ui/safe-html), which sanitises it.',
};
/**
 * antd's icons name themselves ("plus", "download"): beside a button's text that reads "plus Add
 * user". An icon given as a component's `icon` is decorative; the text, or the control's
 * aria-label, names the control.
 */
const namedIcon = {
  selector:
    "JSXAttribute[name.name='icon'] > JSXExpressionContainer > JSXElement > JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name='aria-hidden']))",
  message:
    'Give the icon aria-hidden: antd\'s icons carry their own name, which would join the control\'s text ("plus Add user").',
};
/** ui keeps Intl's formatters per language and options: making one costs far more than using it. */
const newIntlFormat = {
  selector:
    "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
  message:
    'Use numberFormat or dateFormat from @tessera/ui: they keep one formatter per language and options.',
};
const reactLazy = {
  selector: "MemberExpression[object.name='React'][property.name='lazy']",
  message: 'Use lazyView or lazyDialog from @tessera/ui.',
};

/**
 * The import restrictions of a layer: the packages it must never import and, for a feature,
 * what ui offers instead (`paths`).
 * @param {string[]} forbidden
 * @param {object[]} paths
 */
const restrictedImports = (forbidden, paths, patterns = []) => {
  const all = [
    ...(forbidden.length
      ? [{ group: forbidden, message: 'Imports only point down (see DESIGN.md).' }]
      : []),
    ...patterns,
  ];
  return all.length || paths.length ? ['error', { patterns: all, paths }] : 'off';
};

/** @param {{ testsMayUseFakeServer: boolean }} options */
const boundaryRule = (options) => [
  'error',
  { default: 'allow', policies: boundaryPolicies(options) },
];

/**
 * @param {{ layer?: keyof typeof layers }} [options]
 */
export function tessera(options = {}) {
  const forbidden = layers[options.layer ?? 'app'];
  const feature = options.layer === 'feature';
  const paths = [wholeTable, ...(feature ? featureImports : [])];
  const patterns = feature ? featureImportPatterns : [];
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-*/**',
        'coverage/**',
        'node_modules/**',
        '.turbo/**',
        'test-results/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser, ...globals.node } },
      rules: {
        ...reactHooks.configs.recommended.rules,
        'react-hooks/set-state-in-effect': 'off',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        'no-console': ['error', { allow: ['warn', 'error'] }],
        'no-restricted-imports': restrictedImports(forbidden, paths, patterns),
        // HTML from data goes through ui's SafeHtml (DOMPurify), the one exemption below.
        'no-restricted-syntax': [
          'error',
          dangerousHtml,
          namedIcon,
          ...(feature ? [reactLazy] : []),
        ],
      },
    },
    {
      files: ['**/*.{ts,tsx}'],
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': repoRoot,
        'boundaries/elements': elements,
        // By absolute path: pnpm keeps the resolver out of the plugin's own reach.
        'import/resolver': {
          [require.resolve('eslint-import-resolver-typescript')]: {
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
          },
        },
      },
      rules: { 'boundaries/dependencies': boundaryRule({ testsMayUseFakeServer: false }) },
    },
    ...(options.layer === 'ui'
      ? [{ files: ['src/components/SafeHtml.tsx'], rules: { 'no-restricted-syntax': 'off' } }]
      : []),
    // A feature's shipped code formats through ui's kept formatters; its tests make their own, to
    // check what the page shows against Intl itself.
    ...(feature
      ? [
          {
            files: ['**/*.{ts,tsx}'],
            ignores: ['**/*.test.{ts,tsx}'],
            rules: {
              'no-restricted-syntax': ['error', dangerousHtml, namedIcon, reactLazy, newIntlFormat],
            },
          },
        ]
      : []),
    ...(feature
      ? [
          {
            // A feature's views: everything but its server-state layer.
            files: ['src/**/*.{ts,tsx}'],
            ignores: serverLayerFiles,
            rules: {
              'no-restricted-imports': restrictedImports(
                forbidden,
                [...paths, ...viewImports],
                patterns,
              ),
            },
          },
        ]
      : []),
    {
      // A feature may use the fake server in its own tests (by its name: the path rules stand).
      files: ['**/*.test.{ts,tsx}', '**/test/**'],
      rules: {
        'no-restricted-imports': 'off',
        'no-console': 'off',
        'boundaries/dependencies': boundaryRule({ testsMayUseFakeServer: true }),
      },
    },
    {
      files: ['**/*.{js,mjs,cjs}'],
      languageOptions: { globals: { ...globals.node } },
      rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
    },
    prettier,
  );
}

export default tessera();
