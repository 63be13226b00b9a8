module.exports = { ...require('@tessera/jest-preset/node-preset') };
