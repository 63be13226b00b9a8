module.exports = { preset: '@tessera/jest-preset', setupFiles: ['<rootDir>/jest.setup.cjs'] };
