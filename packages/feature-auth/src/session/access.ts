import { useEffect, useState } from 'react';
import {
  getUserData,
  keepSessionAlive,
  subscribeSession,
  type UserData,
} from '@tessera/api-client';
import { buildAbility, type AccessState } from '@tessera/ui';
import { homePathForRole } from './landing';

/** What the signed-in user (or a visitor, with `null`) may do, and where their home is. */
export function accessFromSession(user: UserData | null): AccessState {
  return {
    ability: buildAbility(user?.ability),
    isSignedIn: user !== null,
    homePath: homePathForRole(user?.role),
    userId: user?.id,
  };
}

/**
 * The access state, rebuilt whenever the stored session changes (login, logout, a refresh, or a
 * failed refresh that ends the session): the shell feeds it to AccessProvider. Meanwhile it
 * keeps a working user's session alive and ends an idle one at expiry.
 */
export function useSessionAccess(): AccessState {
  const [access, setAccess] = useState(() => accessFromSession(getUserData()));
  useEffect(() => subscribeSession(() => setAccess(accessFromSession(getUserData()))), []);
  useEffect(() => keepSessionAlive(), []);
  return access;
}
