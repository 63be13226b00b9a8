import { lazyView } from './lazyView';

/**
 * antd's Result (props: antd's `ResultProps`, and `illustrationTitle`), loaded the first time a page shows one: a record
 * not found, a failed load, a finished flow. Its illustrations (about 10 KB gzip) stay out of
 * every page's first load.
 */
export const ResultView = lazyView(() => import('./AntResult'));
