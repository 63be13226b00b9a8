import type { Thing } from '@tessera/api-client';

/** What the things domain stores. */
export interface ThingsData {
  things: Thing[];
  /** The highest id ever issued: a deleted id is never given again. */
  lastId: number;
}

export const messages = {
  notFound: (id: number) => `No thing with id ${id}`,
  nameInUse: 'This name is already in use.',
};
