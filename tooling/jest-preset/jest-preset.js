// Shared Jest preset (jsdom). Server-only packages spread node-preset.js instead.
const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: require.resolve('./environment.js'),
  setupFiles: [require.resolve('./unref-message-ports.js')],
  setupFilesAfterEnv: [require.resolve('./setup.js'), require.resolve('./every-test-asserts.js')],
  // antd screens render slowly in jsdom, and CI runs every package's tests at once on two
  // cores: a screen test can take several seconds there without anything being wrong.
  testTimeout: 60_000,
  testMatch: ['**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  transform: { '^.+\\.(t|m?j)sx?$': swc },
  // jose, preact (FullCalendar), d3 and a few others ship ESM only: transform them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(jose|preact|@fullcalendar|@ant-design[+/]colors|d3-shape|d3-path)[@/+])',
  ],
  moduleNameMapper: { '\\.(css|less|svg|png)$': require.resolve('./style-stub.js') },
};
