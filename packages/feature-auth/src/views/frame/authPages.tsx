import { createContext, useContext } from 'react';

export type FrameVariant = 'basic' | 'cover';

/** How a page module is mounted by a route: its frame, and whether it is a `/pages/*` template. */
export interface AuthPageProps {
  variant: FrameVariant;
  template?: boolean;
}

export type AuthPageName =
  'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'two-steps';

const AuthPagesContext = createContext<AuthPageProps>({ variant: 'cover' });

export const AuthPagesProvider = AuthPagesContext.Provider;

/**
 * The path of another auth page, in the same family as the current one: the working pages link
 * to each other (`/login`), a template links to its sibling templates (`/pages/login-basic`).
 */
export function useAuthPagePath(): (page: AuthPageName) => string {
  const { variant, template } = useContext(AuthPagesContext);
  return (page) => (template ? `/pages/${page}-${variant}` : `/${page}`);
}
