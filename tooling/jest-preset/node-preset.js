// For server-side packages (fake-server): same transform, plain Node environment.
const base = require('./jest-preset.js');

module.exports = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: [require.resolve('./every-test-asserts.js')],
};
