// The roles page's plain values, for the schemas and the screens. Zod-free: screens import them
// from `@tessera/api-client/roles`.

/** The modules a role's permission matrix covers, in display order. */
export const roleModules = [
  'User Management',
  'Content Management',
  'Disputes Management',
  'Database Management',
  'Financial Management',
  'Reporting',
  'API Control',
  'Repository Management',
  'Payroll',
] as const;
export const roleNameMaxLength = 40;
