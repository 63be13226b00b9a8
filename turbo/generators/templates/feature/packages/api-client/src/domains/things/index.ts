import { z } from 'zod';
import {
  deletedSchema,
  idInputSchema,
  listQuerySchema,
  perPageSchema,
  positiveInt,
} from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  thingNameMaxLength,
  thingOwnerMaxLength,
  thingSortColumns,
  thingStatuses,
} from './constants';

export * from './constants';

// The things app: records with a name, an owner and a status, listed, read, added, changed and
// deleted. Admins only (the fake server's domain table says so).

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export const thingStatusSchema = z.enum(thingStatuses);

export const thingSchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  owner: z.string().min(1),
  status: thingStatusSchema,
  /** ISO date-time of the last change; the screens format it. */
  updatedAt: z.iso.datetime(),
});

export const thingListQuerySchema = listQuerySchema.extend({
  perPage: perPageSchema(10),
  sortColumn: z.enum(thingSortColumns).default('name'),
  status: thingStatusSchema.optional(),
});

export const thingListResponseSchema = z.object({
  things: z.array(thingSchema),
  /** How many things match, over all pages. */
  total: z.number().int().nonnegative(),
});

/** What a new thing is made of; the name must be unused (any case). */
export const newThingSchema = z.object({
  name: text(thingNameMaxLength),
  owner: text(thingOwnerMaxLength),
  status: thingStatusSchema,
});

export const updateThingInputSchema = newThingSchema.extend({ id: positiveInt() });

export const thingResponseSchema = z.object({ thing: thingSchema });

export const thingsDomain = defineDomain('things', {
  /** One page of things: searched (name, owner), filtered by status, sorted. */
  list: endpoint({
    method: 'get',
    path: '/api/things',
    input: thingListQuerySchema,
    output: thingListResponseSchema,
  }),
  /** One thing; 404 if the id is unknown. */
  get: endpoint({
    method: 'get',
    path: '/api/things/{id}',
    input: idInputSchema,
    output: thingResponseSchema,
  }),
  /** Creates a thing (201). */
  add: endpoint({
    method: 'post',
    path: '/api/things',
    input: newThingSchema,
    output: thingResponseSchema,
  }),
  /** Replaces a thing's fields; 404 and nothing changed if the id is unknown. */
  update: endpoint({
    method: 'put',
    path: '/api/things/{id}',
    input: updateThingInputSchema,
    output: thingResponseSchema,
  }),
  /** Removes exactly that thing; 404 and nothing removed if the id is unknown. */
  remove: endpoint({
    method: 'delete',
    path: '/api/things/{id}',
    input: idInputSchema,
    output: deletedSchema,
  }),
});

export type Thing = z.output<typeof thingSchema>;
export type ThingStatus = Thing['status'];
export type ThingSortColumn = (typeof thingSortColumns)[number];
export type ThingListQuery = z.input<typeof thingListQuerySchema>;
export type ThingListResponse = z.output<typeof thingListResponseSchema>;
export type NewThing = z.input<typeof newThingSchema>;
export type UpdateThingInput = z.input<typeof updateThingInputSchema>;
export type ThingResponse = z.output<typeof thingResponseSchema>;
