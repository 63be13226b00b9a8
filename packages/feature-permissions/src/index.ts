import { defineFeature } from '@tessera/ui';

/** Placeholder: the permissions app lands with its issue. */
export const permissionsFeature = defineFeature({ id: 'permissions', routes: [] });
