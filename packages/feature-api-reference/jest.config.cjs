module.exports = { preset: '@tessera/jest-preset' };
