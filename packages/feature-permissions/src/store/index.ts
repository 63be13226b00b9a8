import type { FeatureStore } from '@tessera/ui';
import { permissionsSaga } from './saga';
import { permissionsSlice } from './slice';

/** Loaded with the app layout (see the feature descriptor). */
export const permissionsStore: FeatureStore = {
  reducers: { [permissionsSlice.name]: permissionsSlice.reducer },
  saga: permissionsSaga,
};
