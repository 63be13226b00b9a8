import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { openFeature } from '@tessera/ui/testing';
import { calendarFeature } from '../index';
import type { CalendarViewProps } from './CalendarView';

// Dragging needs a real layout (FullCalendar finds the day under the pointer), which jsdom has
// not: the browser journey drags for real. Here a stand-in calendar hands the page the same
// move FullCalendar would, to check what the page does with it: save, or undo and say why.
const reverts: jest.Mock[] = [];
jest.mock('./CalendarView', () => ({
  CalendarView: function StandIn({ events, onShown, onMove }: CalendarViewProps) {
    useEffect(() => {
      onShown({
        view: 'dayGridMonth',
        date: '2026-11-26',
        start: new Date(2000, 0, 1).toISOString(),
        end: new Date(2100, 0, 1).toISOString(),
      });
    }, [onShown]);
    const [first] = events;
    if (!first) return null;
    const dayMs = 24 * 60 * 60 * 1000;
    const move = () => {
      const revert = jest.fn();
      reverts.push(revert);
      onMove(
        {
          ...first,
          start: new Date(Date.parse(first.start) + dayMs).toISOString(),
          end: new Date(Date.parse(first.end) + dayMs).toISOString(),
        },
        'moved',
        revert,
      );
    };
    return (
      <button type="button" onClick={move}>
        Move {first.title} (id {first.id})
      </button>
    );
  },
}));

setupFakeServer();
beforeEach(() => {
  reverts.length = 0;
  // The fake server keeps the events in sessionStorage: each test starts from the seed.
  sessionStorage.clear();
  return signIn();
});

async function firstEvent() {
  const { events } = await api.calendar.list();
  return events[0];
}

describe('CalendarPage: moving an event', () => {
  it('saves the move, and says so', async () => {
    const before = await firstEvent();
    const { user } = await openFeature(calendarFeature, '/apps/calendar', () =>
      screen.getByRole('button', { name: /^Move / }),
    );
    await user.click(screen.getByRole('button', { name: /^Move / }));
    expect(await screen.findByText(`${before.title} was moved.`)).toBeInTheDocument();
    await waitFor(async () => {
      const saved = (await api.calendar.list()).events.find((event) => event.id === before.id);
      expect(Date.parse(saved?.start ?? '')).toBe(Date.parse(before.start) + 24 * 60 * 60 * 1000);
    });
    expect(reverts[0]).not.toHaveBeenCalled();
  });

  it('puts the event back and says why when the server refuses', async () => {
    const before = await firstEvent();
    const { user } = await openFeature(calendarFeature, '/apps/calendar', () =>
      screen.getByRole('button', { name: /^Move / }),
    );
    failNext(endpoints.calendar.update, { status: 500 });
    await user.click(screen.getByRole('button', { name: /^Move / }));
    await waitFor(() => expect(reverts[0]).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    const kept = (await api.calendar.list()).events.find((event) => event.id === before.id);
    expect(kept).toEqual(before);
  });
});
