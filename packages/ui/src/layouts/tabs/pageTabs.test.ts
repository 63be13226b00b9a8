import {
  allowedTabs,
  closeTab,
  moveTab,
  openTab,
  pathOf,
  readTabs,
  tabsStorageKey,
  writeTabs,
} from './pageTabs';

beforeEach(() => localStorage.clear());

describe('page tabs model', () => {
  it('names a tab by its path, without its query or hash', () => {
    expect(pathOf('/apps/user/list?q=ada&page=2#top')).toBe('/apps/user/list');
    expect(pathOf('/apps/email#inbox')).toBe('/apps/email');
  });

  it('opens a page at the end of the bar, once per path, keeping its latest address in place', () => {
    let tabs = openTab([], '/');
    tabs = openTab(tabs, '/apps/user/list');
    tabs = openTab(tabs, '/apps/invoice/list');
    expect(tabs).toEqual(['/', '/apps/user/list', '/apps/invoice/list']);
    tabs = openTab(tabs, '/apps/user/list?q=ada#results');
    expect(tabs).toEqual(['/', '/apps/user/list?q=ada#results', '/apps/invoice/list']);
    // The same address again changes nothing (the same list, so nothing re-renders or is stored).
    expect(openTab(tabs, '/')).toBe(tabs);
    // Another record is another page.
    expect(openTab(['/apps/user/view/1'], '/apps/user/view/2')).toEqual([
      '/apps/user/view/1',
      '/apps/user/view/2',
    ]);
  });

  it('closes the active tab to the one that takes its place, or the one before the last', () => {
    const tabs = ['/a', '/b?x=1', '/c'];
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: ['/a', '/c'], next: '/c' });
    expect(closeTab(tabs, '/c', '/c')).toEqual({ tabs: ['/a', '/b?x=1'], next: '/b?x=1' });
    expect(closeTab(tabs, '/a', '/a')).toEqual({ tabs: ['/b?x=1', '/c'], next: '/b?x=1' });
  });

  it('closes another tab without leaving the page, and ignores an unknown one', () => {
    const tabs = ['/a', '/b', '/c'];
    expect(closeTab(tabs, '/a', '/c')).toEqual({ tabs: ['/b', '/c'] });
    expect(closeTab(tabs, '/z', '/c')).toEqual({ tabs });
    expect(closeTab(['/a'], '/a', '/a')).toEqual({ tabs: [], next: undefined });
  });

  it('moves a tab to where another stands, both ways', () => {
    const tabs = ['/a', '/b?p=2', '/c', '/d'];
    expect(moveTab(tabs, '/a', '/c')).toEqual(['/b?p=2', '/c', '/a', '/d']);
    expect(moveTab(tabs, '/d', '/b')).toEqual(['/a', '/d', '/b?p=2', '/c']);
    expect(moveTab(tabs, '/a', '/z')).toEqual(tabs);
    expect(moveTab(tabs, '/a', '/a')).toEqual(tabs);
  });

  it('drops the pages the user may no longer open', () => {
    const canOpen = (path: string) => path !== '/apps/permissions';
    expect(allowedTabs(['/', '/apps/permissions?q=x', '/apps/email'], canOpen)).toEqual([
      '/',
      '/apps/email',
    ]);
  });
});

describe('page tabs storage', () => {
  it('keeps each user’s bar under their own id', () => {
    writeTabs(1, ['/', '/apps/user/list?q=ada']);
    writeTabs(2, ['/access-control']);
    expect(localStorage.getItem(tabsStorageKey(1))).toBe('["/","/apps/user/list?q=ada"]');
    expect(readTabs(1)).toEqual(['/', '/apps/user/list?q=ada']);
    expect(readTabs(2)).toEqual(['/access-control']);
    expect(readTabs(3)).toEqual([]);
  });

  it('ignores what is not a list of the app’s own addresses, and duplicates', () => {
    localStorage.setItem(tabsStorageKey(1), '{not json');
    expect(readTabs(1)).toEqual([]);
    localStorage.setItem(tabsStorageKey(1), '{"tabs":["/"]}');
    expect(readTabs(1)).toEqual([]);
    localStorage.setItem(
      tabsStorageKey(1),
      JSON.stringify(['/', 42, 'https://example.test/', '//example.test/x', '/a?q=1', '/a?q=2']),
    );
    expect(readTabs(1)).toEqual(['/', '/a?q=1']);
  });

  it('keeps working when storage refuses to write', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeTabs(1, ['/'])).not.toThrow();
    setItem.mockRestore();
  });
});
