// The permissions app's plain values, for the schemas and the screens. Zod-free: screens import
// them from `@tessera/api-client/permissions`.

/** The roles a permission can be assigned to. */
export const permissionRoles = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const;
export const permissionNameMaxLength = 60;
