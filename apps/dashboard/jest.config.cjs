const preset = require('@tessera/jest-preset');

module.exports = {
  preset: '@tessera/jest-preset',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^virtual:tessera-locales$': '<rootDir>/src/test/locale-files.ts',
  },
};
