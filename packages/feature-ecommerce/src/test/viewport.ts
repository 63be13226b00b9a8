// antd reads the viewport through matchMedia: tests choose a desktop (the sidebar beside the
// list) or a phone (the sidebar in a drawer).
const viewport = { desktop: true };
const realMatchMedia = window.matchMedia;

/** Installs the fake viewport for the calling test file; every test starts on a desktop. */
export function fakeViewport() {
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia(query),
        matches: viewport.desktop && query.includes('min-width'),
      }) as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = realMatchMedia;
  });
  beforeEach(() => {
    viewport.desktop = true;
  });
  return {
    phone: () => {
      viewport.desktop = false;
    },
  };
}
