import type { AutocompleteItem } from '@tessera/api-client';

/** The sample's titles: project names of our own, each ranked. */
export type AutocompleteData = AutocompleteItem[];
