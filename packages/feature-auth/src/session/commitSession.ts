import { startTransition } from 'react';
import { clearSession, saveSession } from '@tessera/api-client';

/*
 * Session changes are applied as React transitions. Why: the shell rebuilds the route guards
 * from the session. Outside a transition, the login page would re-render as "signed in" at once
 * and its guard would send the user home before the page could follow `returnTo`. As a
 * transition, the change joins the action the page is running (see useAuthRequest), so React
 * shows the new session and the page the action navigates to in one render.
 */

export type Session = Parameters<typeof saveSession>[0];

export function storeSession(session: Session): void {
  startTransition(() => saveSession(session));
}

export function dropSession(): void {
  startTransition(clearSession);
}
