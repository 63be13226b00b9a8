import { configureStore } from '@reduxjs/toolkit';
import { persistLayout } from './persistence';
import { defaultLayoutSettings, readStoredLayout, writeStoredLayout } from './settings';
import { layoutChanged, layoutSlice } from './slice';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  delete document.documentElement.dataset.skin;
});

describe('readStoredLayout', () => {
  it('reads the four persisted choices as JSON values', () => {
    localStorage.setItem('skin', '"semi-dark"');
    localStorage.setItem('direction', '"rtl"');
    localStorage.setItem('menuCollapsed', 'true');
    localStorage.setItem('pageTabs', 'true');
    expect(readStoredLayout()).toEqual({
      ...defaultLayoutSettings,
      skin: 'semi-dark',
      direction: 'rtl',
      menuCollapsed: true,
      pageTabs: true,
    });
  });

  it('ignores invalid values and keeps the defaults (SPEC §2)', () => {
    localStorage.setItem('skin', '"purple"');
    localStorage.setItem('direction', '{not json');
    localStorage.setItem('menuCollapsed', '"yes"');
    localStorage.setItem('pageTabs', '"on"');
    expect(readStoredLayout()).toEqual(defaultLayoutSettings);
    expect(readStoredLayout(undefined)).toEqual(defaultLayoutSettings);
  });

  it('round-trips what writeStoredLayout wrote', () => {
    writeStoredLayout({ skin: 'bordered', direction: 'rtl', menuCollapsed: true, pageTabs: true });
    expect(readStoredLayout()).toMatchObject({
      skin: 'bordered',
      direction: 'rtl',
      menuCollapsed: true,
      pageTabs: true,
    });
  });
});

describe('persistLayout', () => {
  const createStore = () => configureStore({ reducer: { layout: layoutSlice.reducer } });

  it('applies the stored choices to <html> at once', () => {
    localStorage.setItem('skin', '"dark"');
    const store = createStore();
    persistLayout(store);
    const html = document.documentElement;
    expect(html.dataset.skin).toBe('dark');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('writes the four keys and updates <html> when the slice changes, until unsubscribed', () => {
    const store = createStore();
    const stop = persistLayout(store);
    store.dispatch(
      layoutChanged({ skin: 'bordered', direction: 'rtl', menuCollapsed: true, pageTabs: true }),
    );
    expect(localStorage.getItem('skin')).toBe('"bordered"');
    expect(localStorage.getItem('direction')).toBe('"rtl"');
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    expect(localStorage.getItem('pageTabs')).toBe('true');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.dataset.skin).toBe('bordered');

    stop();
    store.dispatch(layoutChanged({ skin: 'light' }));
    expect(localStorage.getItem('skin')).toBe('"bordered"');
  });

  it('leaves storage alone when only a session-only choice changes', () => {
    const store = createStore();
    persistLayout(store);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    store.dispatch(layoutChanged({ layoutType: 'horizontal' }));
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
