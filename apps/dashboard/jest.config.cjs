module.exports = { preset: '@tessera/jest-preset', roots: ['<rootDir>/src', '<rootDir>/scripts'] };
