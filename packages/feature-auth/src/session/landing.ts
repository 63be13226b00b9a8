/**
 * Where to go after signing in. `returnTo` comes from the URL, so anyone can craft it: only a
 * path of this origin is followed ("/x", not "//evil.example" nor "https://…", which would
 * turn the login page into an open redirect).
 */
export function safeReturnPath(returnTo: string | null | undefined): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and line breaks, so "/\\evil.example"
  // and "/<tab>/evil.example" would be protocol-relative too.
  if (/[\\\t\n\r]/.test(returnTo)) return null;
  return returnTo;
}

/** The page a role lands on (SPEC §6): admins the dashboard, everyone else the access-control page. */
export function homePathForRole(role: string | undefined): string {
  return role === 'admin' ? '/' : '/access-control';
}

export function landingPath(returnTo: string | null | undefined, role: string | undefined): string {
  return safeReturnPath(returnTo) ?? homePathForRole(role);
}
