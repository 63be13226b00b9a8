import { defineFeature } from '@tessera/ui';

/** Placeholder: the users app lands with its issue. */
export const usersFeature = defineFeature({ id: 'users', routes: [] });
