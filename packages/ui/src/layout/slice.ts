import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLayoutSettings, readStoredLayout, type LayoutSettings } from './settings';

/** Settings a page holds while it shows (`useLayoutWhileMounted`), under the page's own id. */
export interface PageLayout {
  owner: string;
  settings: Partial<LayoutSettings>;
}

/**
 * The settings in force. A page may hold some of them for as long as it shows (a demo of the
 * collapsed menu): `pageLayouts` lists those pages, latest last, and `ownChoices` keeps the
 * user's own values of the settings they hold, which come back when they are left and which are
 * what is stored meanwhile.
 */
export interface LayoutState extends LayoutSettings {
  pageLayouts?: PageLayout[];
  ownChoices?: Partial<LayoutSettings>;
}

type SettingKey = keyof LayoutSettings;
const keysOf = (settings: Partial<LayoutSettings>) => Object.keys(settings) as SettingKey[];

/** Copies one setting from `from` to `to` (a typed `to[key] = from[key]`). */
function copySetting<K extends SettingKey>(
  to: Partial<LayoutSettings>,
  from: Partial<LayoutSettings>,
  key: K,
) {
  to[key] = from[key];
}

/** `settings` without `keys`, or `settings` itself when it has none of them. */
function without(settings: Partial<LayoutSettings>, keys: SettingKey[]): Partial<LayoutSettings> {
  if (!keys.some((key) => key in settings)) return settings;
  return Object.fromEntries(
    Object.entries(settings).filter(([key]) => !keys.includes(key as SettingKey)),
  );
}

/** Forgets the pages' empty bookkeeping, so a state without page layouts is plain settings. */
function tidy(state: LayoutState) {
  if (state.pageLayouts?.length === 0) delete state.pageLayouts;
  if (state.ownChoices && keysOf(state.ownChoices).length === 0) delete state.ownChoices;
}

/**
 * The user set these themselves (customizer, menu toggle): their value is now the user's own,
 * stored and kept when the page that held them is left.
 */
function userChose(state: LayoutState, keys: SettingKey[]) {
  if (state.ownChoices) {
    const own = without(state.ownChoices, keys);
    if (own !== state.ownChoices) state.ownChoices = own;
  }
  for (const page of state.pageLayouts ?? []) {
    const settings = without(page.settings, keys);
    if (settings !== page.settings) page.settings = settings;
  }
  tidy(state);
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: (): LayoutState => readStoredLayout(),
  reducers: {
    layoutChanged(state, action: PayloadAction<Partial<LayoutSettings>>) {
      Object.assign(state, action.payload);
      userChose(state, keysOf(action.payload));
    },
    menuCollapseToggled(state) {
      state.menuCollapsed = !state.menuCollapsed;
      userChose(state, ['menuCollapsed']);
    },
    layoutReset() {
      return { ...defaultLayoutSettings };
    },
    /** A page holds these settings until `pageLayoutReleased` with the same owner. */
    pageLayoutHeld(state, action: PayloadAction<PageLayout>) {
      const { owner, settings } = action.payload;
      const own = { ...state.ownChoices };
      for (const key of keysOf(settings)) if (!(key in own)) copySetting(own, state, key);
      state.ownChoices = own;
      state.pageLayouts = [
        ...(state.pageLayouts ?? []).filter((page) => page.owner !== owner),
        { owner, settings },
      ];
      Object.assign(state, settings);
      tidy(state);
    },
    /**
     * The page is left: each setting it held goes to the latest other page holding it, or back
     * to the user's own value.
     */
    pageLayoutReleased(state, action: PayloadAction<string>) {
      const released = state.pageLayouts?.find((page) => page.owner === action.payload);
      if (!released) return;
      state.pageLayouts = state.pageLayouts?.filter((page) => page !== released);
      for (const key of keysOf(released.settings)) {
        const holder = state.pageLayouts?.findLast((page) => key in page.settings);
        if (holder) copySetting(state, holder.settings, key);
        else if (state.ownChoices && key in state.ownChoices) {
          copySetting(state, state.ownChoices, key);
          state.ownChoices = without(state.ownChoices, [key]);
        }
      }
      tidy(state);
    },
  },
});

export const {
  layoutChanged,
  menuCollapseToggled,
  layoutReset,
  pageLayoutHeld,
  pageLayoutReleased,
} = layoutSlice.actions;

/** The settings in force, those pages hold included. */
export const selectLayout = (state: { layout: LayoutState }): LayoutState => state.layout;

let lastLayout: LayoutState | undefined;
let lastOwn: LayoutSettings = defaultLayoutSettings;

/**
 * The user's own choices: the settings in force, but the user's values where a page holds one.
 * The same object while the layout stays (a hand-written memo: reselect would join the first page).
 */
export function selectOwnLayout(state: { layout: LayoutState }): LayoutSettings {
  if (state.layout !== lastLayout) {
    const { pageLayouts: _pages, ownChoices, ...settings } = state.layout;
    lastOwn = { ...settings, ...ownChoices };
    lastLayout = state.layout;
  }
  return lastOwn;
}
