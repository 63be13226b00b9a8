/*
 * Passwords never travel in Redux actions: DevTools, action logs and error reports see every
 * action. The action creator leaves the form's values here under a one-time ticket, the action
 * carries only the ticket, and the saga takes the values back, once.
 */

const held = new Map<string, unknown>();
let issued = 0;

/** Keeps `values` out of the store; returns the ticket the action carries instead. */
export function holdCredentials(values: unknown): string {
  issued += 1;
  const ticket = `credentials-${issued}`;
  held.set(ticket, values);
  return ticket;
}

/** The values left under `ticket`, which is then spent; undefined for an unknown or spent one. */
export function takeCredentials<Values>(ticket: string): Values | undefined {
  const values = held.get(ticket) as Values | undefined;
  held.delete(ticket);
  return values;
}
