import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { persistLayout } from './persistence';
import type { LayoutSettings } from './settings';
import {
  layoutChanged,
  layoutSlice,
  menuCollapseToggled,
  selectOwnLayout,
  type LayoutState,
} from './slice';
import { useLayoutWhileMounted } from './useLayoutWhileMounted';

const i18n = createTestI18n({ en: { common: en } });

function DemoPage({ settings }: { settings: Partial<LayoutSettings> }) {
  useLayoutWhileMounted(settings);
  const own = useSelector(selectOwnLayout);
  return <p>own menu {own.menuCollapsed ? 'collapsed' : 'expanded'}</p>;
}

/** Two pages that can each be shown and left, as a route would mount and unmount them. */
function Harness({
  first,
  second = {},
}: {
  first: Partial<LayoutSettings>;
  second?: Partial<LayoutSettings>;
}) {
  const [shown, setShown] = useState({ first: true, second: false });
  const toggle = (page: 'first' | 'second') => setShown({ ...shown, [page]: !shown[page] });
  return (
    <>
      {shown.first && <DemoPage settings={first} />}
      {shown.second && <DemoPage settings={second} />}
      <button type="button" onClick={() => toggle('first')}>
        first
      </button>
      <button type="button" onClick={() => toggle('second')}>
        second
      </button>
    </>
  );
}

function renderHarness(first: Partial<LayoutSettings>, second?: Partial<LayoutSettings>) {
  const view = renderView({ element: <Harness first={first} second={second} />, i18n });
  const stop = persistLayout(view.store);
  const layout = () => (view.store.getState() as { layout: LayoutState }).layout;
  const press = (name: 'first' | 'second') => view.user.click(screen.getByRole('button', { name }));
  return { ...view, stop, layout, press };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('menuCollapsed', 'false');
  localStorage.setItem('skin', '"light"');
});

describe('useLayoutWhileMounted', () => {
  it('applies the settings while mounted and gives the user’s back when unmounted', async () => {
    const { layout, press, stop } = renderHarness({ menuCollapsed: true, contentWidth: 'full' });
    expect(layout()).toMatchObject({ menuCollapsed: true, contentWidth: 'full' });
    expect(await screen.findByText('own menu expanded')).toBeInTheDocument();
    await press('first');
    expect(layout()).toEqual(layoutSlice.getInitialState());
    expect(layout().pageLayouts).toBeUndefined();
    stop();
  });

  it('never stores what the page holds: a reload there starts from the user’s choice', async () => {
    const { layout, press, stop } = renderHarness({ menuCollapsed: true, skin: 'dark' });
    expect(layout()).toMatchObject({ menuCollapsed: true, skin: 'dark' });
    // The page is drawn in its layout…
    expect(document.documentElement.dataset.skin).toBe('dark');
    // …and what a reload reads is the user's own.
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
    expect(localStorage.getItem('skin')).toBe('"light"');
    expect(layoutSlice.getInitialState()).toMatchObject({ menuCollapsed: false, skin: 'light' });
    await press('first');
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
    expect(document.documentElement.dataset.skin).toBe('light');
    stop();
  });

  it('keeps and stores what the user changes meanwhile, after the page is left too', async () => {
    const { layout, press, store, stop } = renderHarness({
      menuCollapsed: true,
      navbarType: 'hidden',
      skin: 'dark',
    });
    act(() => {
      store.dispatch(layoutChanged({ navbarType: 'sticky', skin: 'bordered' }));
      store.dispatch(menuCollapseToggled());
    });
    expect(layout()).toMatchObject({
      navbarType: 'sticky',
      skin: 'bordered',
      menuCollapsed: false,
    });
    expect(localStorage.getItem('skin')).toBe('"bordered"');
    await press('first');
    expect(layout()).toMatchObject({
      navbarType: 'sticky',
      skin: 'bordered',
      menuCollapsed: false,
    });
    expect(localStorage.getItem('skin')).toBe('"bordered"');
    stop();
  });

  it('hands a setting two pages hold to the one still shown, then back to the user', async () => {
    const { layout, press, stop } = renderHarness(
      { menuCollapsed: true, contentWidth: 'full' },
      { menuCollapsed: true, menuHidden: true },
    );
    await press('second');
    await press('first');
    // The first page is gone: its width is the user's again, the menu still the second's.
    expect(layout()).toMatchObject({
      menuCollapsed: true,
      menuHidden: true,
      contentWidth: 'boxed',
    });
    await press('second');
    expect(layout()).toMatchObject({ menuCollapsed: false, menuHidden: false });
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
    stop();
  });

  it('re-renders without holding again', async () => {
    const { layout, store, stop } = renderHarness({ contentWidth: 'full' });
    const held = layout().pageLayouts;
    // Any store change re-renders the page with a new, equal settings object.
    act(() => {
      store.dispatch(layoutChanged({ footerType: 'hidden' }));
    });
    expect(layout().pageLayouts).toBe(held);
    stop();
  });
});
