// Browser APIs antd relies on that jsdom does not implement.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom throws "Not implemented" for pseudo-elements; antd asks for them when measuring.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);

if (!window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

window.scrollTo = () => {};

// findBy… and waitFor wait for what the user would see. Their default second is too short for
// CI, which runs every package's jsdom suites at once on two cores: a screen that re-renders in
// 50 ms alone can take over a second there. Waiting longer costs nothing when the screen is fast.
require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
