import type { Deleted, Thing, ThingListResponse, ThingResponse } from '@tessera/api-client';
import { thingsDomain } from '@tessera/api-client/schemas';
import { created, fieldsRefused, notFound, ok, queryList, type DomainRoutes } from '../../server';
import { thingsData } from './handle';
import { messages } from './model';

const thingsCalls = thingsDomain.endpoints;

function findThing(things: Thing[], id: number): Thing {
  const thing = things.find((candidate) => candidate.id === id);
  if (!thing) throw notFound(messages.notFound(id));
  return thing;
}

/** Names are unique without regard to case; an edit may keep its own. */
function assertNameFree(things: Thing[], name: string, ownId?: number): void {
  const wanted = name.toLocaleLowerCase();
  if (things.some((other) => other.id !== ownId && other.name.toLocaleLowerCase() === wanted)) {
    throw fieldsRefused({ name: messages.nameInUse });
  }
}

export const thingsRoutes: DomainRoutes = (route, { db }) => {
  route(thingsCalls.list, async ({ input }) => {
    const { things } = await db.load(thingsData);
    const { items, total } = queryList(things, {
      q: input.q,
      searchIn: (thing) => [thing.name, thing.owner],
      filters: { status: input.status },
      sortColumn: input.sortColumn,
      sort: input.sort,
      page: input.page,
      perPage: input.perPage,
    });
    const response: ThingListResponse = { things: items, total };
    return ok(response);
  });

  route(thingsCalls.get, async ({ input }) => {
    const { things } = await db.load(thingsData);
    const response: ThingResponse = { thing: findThing(things, input.id) };
    return ok(response);
  });

  route(thingsCalls.add, async ({ input }) => {
    const data = await db.load(thingsData);
    assertNameFree(data.things, input.name);
    data.lastId += 1;
    const thing: Thing = { id: data.lastId, ...input, updatedAt: new Date().toISOString() };
    data.things.push(thing);
    const response: ThingResponse = { thing };
    return created(response);
  });

  route(thingsCalls.update, async ({ input }) => {
    const { things } = await db.load(thingsData);
    const { id, ...fields } = input;
    const thing = findThing(things, id);
    assertNameFree(things, fields.name, id);
    Object.assign(thing, fields, { updatedAt: new Date().toISOString() });
    const response: ThingResponse = { thing };
    return ok(response);
  });

  route(thingsCalls.remove, async ({ input }) => {
    const { things } = await db.load(thingsData);
    const index = things.findIndex((thing) => thing.id === input.id);
    if (index < 0) throw notFound(messages.notFound(input.id));
    things.splice(index, 1);
    const response: Deleted = { id: input.id };
    return ok(response);
  });
};
