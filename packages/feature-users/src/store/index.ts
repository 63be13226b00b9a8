import type { FeatureStore } from '@tessera/ui';
import { usersSaga } from './saga';
import { usersSlice } from './slice';

/** The users slice and saga, added to the app's store with the app layout (not the first page). */
export const usersStore: FeatureStore = {
  reducers: { [usersSlice.name]: usersSlice.reducer },
  saga: usersSaga,
};
