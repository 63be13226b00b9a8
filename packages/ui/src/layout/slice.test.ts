import { defaultLayoutSettings } from './settings';
import {
  layoutChanged,
  layoutReset,
  layoutSlice,
  menuCollapseToggled,
  selectLayout,
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
