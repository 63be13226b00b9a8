// jsdom with the Web platform pieces Node has and jsdom lacks. jose needs TextEncoder,
// structuredClone, WebCrypto and Node's own Uint8Array/ArrayBuffer (a cross-realm Uint8Array
// fails its instanceof checks); React Router's data router needs fetch and friends.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'Uint8Array',
  'ArrayBuffer',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'MessageChannel',
  'MessagePort',
  'BroadcastChannel',
];

class TesseraEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of fromNode) {
      if (key in globalThis) this.global[key] = globalThis[key];
    }
    Object.defineProperty(this.global, 'crypto', {
      value: globalThis.crypto,
      configurable: true,
      writable: true,
    });
  }
}

module.exports = TesseraEnvironment;
