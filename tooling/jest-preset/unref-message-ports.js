// The shared environment gives jsdom Node's MessageChannel (antd's form batches its updates
// through it). React's scheduler then listens on a Node MessagePort for good, which keeps Jest
// alive after the last test ("Jest did not exit"). Each port is unref'd as soon as it gets a
// listener: messages still arrive while tests run, and Jest can exit.
const NodeMessageChannel = globalThis.MessageChannel;
const onMessage =
  typeof MessagePort === 'undefined'
    ? undefined
    : Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');

function unrefOnListen(port) {
  Object.defineProperty(port, 'onmessage', {
    configurable: true,
    get: () => onMessage.get.call(port),
    set(handler) {
      onMessage.set.call(port, handler);
      if (typeof port.unref === 'function') port.unref();
    },
  });
}

if (NodeMessageChannel && onMessage && onMessage.set) {
  globalThis.MessageChannel = class extends NodeMessageChannel {
    constructor() {
      super();
      unrefOnListen(this.port1);
      unrefOnListen(this.port2);
    }
  };
}
