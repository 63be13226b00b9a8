import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { LayoutSettings } from './settings';
import { layoutChanged, selectOwnLayout, type LayoutState } from './slice';

/** One layout choice and its setter (dispatching `layoutChanged`), like a `useState` on the slice. */
export function useLayoutSetting<K extends keyof LayoutSettings>(
  key: K,
): [LayoutSettings[K], (value: LayoutSettings[K]) => void] {
  const value = useSelector((state: { layout: LayoutState }) => state.layout[key]);
  const dispatch = useDispatch();
  const setValue = useCallback(
    (next: LayoutSettings[K]) => {
      dispatch(layoutChanged({ [key]: next } as Partial<LayoutSettings>));
    },
    [dispatch, key],
  );
  return [value, setValue];
}

/**
 * The user's own value of one layout choice: the one stored, which a page holding the setting
 * for itself (`useLayoutWhileMounted`) does not change.
 */
export function useOwnLayoutSetting<K extends keyof LayoutSettings>(key: K): LayoutSettings[K] {
  return useSelector((state: { layout: LayoutState }) => selectOwnLayout(state)[key]);
}
