import { createContext, useContext, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AbilityProvider } from '@casl/react';
import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { RouteMeta } from '../feature/types';

export type AppAbility = MongoAbility;
export type AbilityRule = RawRuleOf<AppAbility>;

/** What an unknown visitor may do (SPEC §6). */
export const visitorRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function buildAbility(rules: AbilityRule[] | undefined | null): AppAbility {
  return createMongoAbility(rules && rules.length ? rules : visitorRules);
}

/** A route or menu item without action/subject needs `manage all`. */
export function canAccess(
  ability: AppAbility,
  meta: Pick<RouteMeta, 'action' | 'subject'> | undefined,
): boolean {
  return ability.can(meta?.action ?? 'manage', meta?.subject ?? 'all');
}

export interface AccessState {
  ability: AppAbility;
  isSignedIn: boolean;
  /** Where a signed-in user lands: admin `/`, client `/access-control`. */
  homePath: string;
  /** Who is signed in, for what is kept per user on this device (the page tabs). */
  userId?: string | number;
}

const AccessContext = createContext<AccessState | null>(null);

export function AccessProvider({ value, children }: { value: AccessState; children: ReactNode }) {
  return (
    <AccessContext.Provider value={value}>
      <AbilityProvider value={value.ability}>{children}</AbilityProvider>
    </AccessContext.Provider>
  );
}

export function useAccess(): AccessState {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess must be used inside <AccessProvider>');
  return access;
}

/**
 * Guards one route: visitors go to the login page (and come back after), signed-in users
 * without the ability see the not-authorized page, and auth pages send a signed-in user home.
 */
export function RequireAccess({
  meta,
  children,
}: {
  meta: RouteMeta | undefined;
  children: ReactNode;
}) {
  const { ability, isSignedIn, homePath } = useAccess();
  const location = useLocation();
  if (meta?.public) return children;
  if (meta?.authPage) return isSignedIn ? <Navigate to={homePath} replace /> : children;
  if (!isSignedIn) {
    const returnTo = location.pathname + location.search;
    return <Navigate to={`/login?returnTo=${encodeURIComponent(returnTo)}`} replace />;
  }
  if (!canAccess(ability, meta)) return <Navigate to="/misc/not-authorized" replace />;
  return children;
}
