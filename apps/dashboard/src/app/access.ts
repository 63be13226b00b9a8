import { useEffect, useState } from 'react';
import { getUserData, subscribeSession, type UserData } from '@tessera/api-client';
import { buildAbility, type AccessState } from '@tessera/ui';

/** Admins land on the dashboard, everyone else on the access-control page (SPEC §6). */
export function homePathFor(user: UserData | null): string {
  return user?.role === 'admin' ? '/' : '/access-control';
}

export function accessFromSession(user: UserData | null): AccessState {
  return { ability: buildAbility(user?.ability), isSignedIn: user !== null, homePath: homePathFor(user) };
}

/** The CASL ability and sign-in state, rebuilt whenever the stored session changes. */
export function useSessionAccess(): AccessState {
  const [access, setAccess] = useState(() => accessFromSession(getUserData()));
  useEffect(() => subscribeSession(() => setAccess(accessFromSession(getUserData()))), []);
  return access;
}
