export const rolesPath = '/apps/roles';
export const permissionsPath = '/apps/permissions';
