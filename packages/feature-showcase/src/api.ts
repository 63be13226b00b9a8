import { api, type AutocompleteItem, type AutocompleteQuery } from '@tessera/api-client';
import { fromClient, injectFeatureEndpoints } from '@tessera/ui/server-state';

/**
 * The showcase's server state: the autocomplete sample's titles. Read-only, so no tags. Loaded
 * with the page that uses it.
 */
export const showcaseApi = injectFeatureEndpoints([], (build) => ({
  searchAutocomplete: build.query<AutocompleteItem[], AutocompleteQuery>({
    queryFn: (input) => fromClient(api.autocomplete.list(input)),
  }),
}));

export const { useSearchAutocompleteQuery } = showcaseApi;
