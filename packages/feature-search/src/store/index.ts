import type { FeatureStore } from '@tessera/ui';
import { searchSaga } from './saga';
import { searchSlice } from './slice';

/** Loaded with the app layout (see the feature descriptor). */
export const searchStore: FeatureStore = {
  reducers: { [searchSlice.name]: searchSlice.reducer },
  saga: searchSaga,
};
