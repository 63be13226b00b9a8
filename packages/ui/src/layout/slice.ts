import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLayoutSettings, readStoredLayout, type LayoutSettings } from './settings';

export type LayoutState = LayoutSettings;

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: (): LayoutState => readStoredLayout(),
  reducers: {
    layoutChanged(state, action: PayloadAction<Partial<LayoutSettings>>) {
      Object.assign(state, action.payload);
    },
    menuCollapseToggled(state) {
      state.menuCollapsed = !state.menuCollapsed;
    },
    layoutReset() {
      return { ...defaultLayoutSettings };
    },
  },
});

export const { layoutChanged, menuCollapseToggled, layoutReset } = layoutSlice.actions;

export const selectLayout = (state: { layout: LayoutState }): LayoutState => state.layout;
