// The contract suite runs against CONTRACT_BASE_URL; without one, the setup starts this package's
// server on a free port and the suite runs against it over real HTTP.
module.exports = {
  ...require('@tessera/jest-preset/node-preset'),
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/test/support/start.ts',
  globalTeardown: '<rootDir>/test/support/stop.ts',
};
