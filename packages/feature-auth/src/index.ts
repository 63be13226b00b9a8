import { SafetyOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { UserMenuSlot } from './navbar/UserMenuSlot';
import { authRoutes } from './routes';
import { authSaga } from './store/saga';
import { authSlice } from './store/slice';

export { accessFromSession, useSessionAccess } from './session/access';

/**
 * Sign-in, registration and the other auth pages, the user menu and the access-control demo.
 * Loaded with the first page, so it holds the descriptor, slice and saga only: views are lazy.
 */
export const authFeature = defineFeature({
  id: 'auth',
  namespace: 'auth',
  routes: authRoutes,
  reducers: { [authSlice.name]: authSlice.reducer },
  saga: authSaga,
  navigation: [
    {
      key: 'access-control',
      title: 'auth:nav.accessControl',
      icon: createElement(SafetyOutlined),
      path: '/access-control',
      action: 'read',
      subject: 'ACL',
    },
  ],
  navbar: [{ key: 'user-menu', placement: 'end', order: 100, component: UserMenuSlot }],
});
