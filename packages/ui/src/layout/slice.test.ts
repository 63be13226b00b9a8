import { defaultLayoutSettings } from './settings';
import {
  layoutChanged,
  layoutReset,
  layoutSlice,
  menuCollapseToggled,
  pageLayoutHeld,
  pageLayoutReleased,
  selectLayout,
  selectOwnLayout,
} from './slice';

const reduce = layoutSlice.reducer;

describe('layout slice', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the stored choices', () => {
    localStorage.setItem('menuCollapsed', 'true');
    expect(reduce(undefined, { type: 'init' })).toEqual({
      ...defaultLayoutSettings,
      menuCollapsed: true,
    });
  });

  it('layoutChanged merges the given choices only', () => {
    const state = reduce(
      defaultLayoutSettings,
      layoutChanged({ skin: 'dark', contentWidth: 'full' }),
    );
    expect(state).toEqual({ ...defaultLayoutSettings, skin: 'dark', contentWidth: 'full' });
  });

  it('menuCollapseToggled flips the menu', () => {
    const once = reduce(defaultLayoutSettings, menuCollapseToggled());
    expect(once.menuCollapsed).toBe(true);
    expect(reduce(once, menuCollapseToggled()).menuCollapsed).toBe(false);
  });

  it('layoutReset goes back to the SPEC defaults', () => {
    const changed = reduce(
      defaultLayoutSettings,
      layoutChanged({ skin: 'dark', layoutType: 'horizontal' }),
    );
    expect(reduce(changed, layoutReset())).toEqual(defaultLayoutSettings);
    expect(selectLayout({ layout: changed }).layoutType).toBe('horizontal');
  });
});

describe('pages holding layout settings', () => {
  const held = reduce(
    defaultLayoutSettings,
    pageLayoutHeld({ owner: 'a', settings: { menuCollapsed: true, contentWidth: 'full' } }),
  );

  it('applies them and remembers the user’s own values', () => {
    expect(held).toMatchObject({ menuCollapsed: true, contentWidth: 'full' });
    expect(selectOwnLayout({ layout: held })).toEqual(defaultLayoutSettings);
  });

  it('gives the user’s values back when released, and ignores an unknown owner', () => {
    expect(reduce(held, pageLayoutReleased('a'))).toEqual(defaultLayoutSettings);
    expect(reduce(held, pageLayoutReleased('b'))).toBe(held);
  });

  it('makes a setting the user changes theirs: released, it stays', () => {
    const changed = reduce(held, layoutChanged({ contentWidth: 'boxed' }));
    expect(selectOwnLayout({ layout: changed })).toMatchObject({ contentWidth: 'boxed' });
    const toggled = reduce(changed, menuCollapseToggled());
    expect(toggled.menuCollapsed).toBe(false);
    expect(toggled.ownChoices).toBeUndefined();
    expect(reduce(toggled, pageLayoutReleased('a'))).toEqual(defaultLayoutSettings);
    const collapsedByUser = reduce(held, layoutChanged({ menuCollapsed: true }));
    expect(reduce(collapsedByUser, pageLayoutReleased('a')).menuCollapsed).toBe(true);
  });

  it('drops the pages’ settings on reset', () => {
    expect(reduce(held, layoutReset())).toEqual(defaultLayoutSettings);
  });
});
