import {
  api,
  type CalendarEvent,
  type EventListQuery,
  type NewEvent,
  type UpdateEventInput,
  type UserListQuery,
  type UserListResponse,
} from '@tessera/api-client';
import { fromClient, injectFeatureEndpoints, onSuccess } from '@tessera/ui/server-state';

const list = { type: 'CalendarEvent', id: 'LIST' } as const;

/**
 * The calendar app's server state. Every change refetches the events shown (the list's tag),
 * whatever view or range they were fetched for: an event moves between ranges and categories.
 */
export const calendarApi = injectFeatureEndpoints(['CalendarEvent', 'CalendarGuest'], (build) => ({
  listCalendarEvents: build.query<CalendarEvent[], EventListQuery>({
    queryFn: (query) => fromClient(api.calendar.list(query).then((answer) => answer.events)),
    providesTags: [list],
  }),
  addCalendarEvent: build.mutation<CalendarEvent, NewEvent>({
    queryFn: (event) => fromClient(api.calendar.add(event).then((answer) => answer.event)),
    invalidatesTags: onSuccess(() => [list]),
  }),
  updateCalendarEvent: build.mutation<CalendarEvent, UpdateEventInput>({
    queryFn: (input) => fromClient(api.calendar.update(input).then((answer) => answer.event)),
    invalidatesTags: onSuccess(() => [list]),
  }),
  removeCalendarEvent: build.mutation<{ id: number }, { id: number }>({
    queryFn: ({ id }) => fromClient(api.calendar.remove({ id })),
    invalidatesTags: onSuccess(() => [list]),
  }),
  /** People to invite, from the users directory (searched by name or email). */
  listCalendarGuests: build.query<UserListResponse, UserListQuery>({
    queryFn: (query) => fromClient(api.users.list(query)),
    providesTags: [{ type: 'CalendarGuest', id: 'LIST' }],
  }),
}));

export const {
  useListCalendarEventsQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useListCalendarGuestsQuery,
} = calendarApi;
