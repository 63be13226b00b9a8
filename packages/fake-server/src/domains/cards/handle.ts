import { lazyData } from '../../server';
import type { CardsData } from './model';

// The domain's data handle, apart from its model: the server names it from the start, and the
// data it loads uses the model's types.

export const cardsData = lazyData<CardsData>('cards', () => import('./data'));
