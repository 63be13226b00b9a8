import { dayLabel, groupThread, shortTime } from './thread';

const at = (day: number, hour: number) => new Date(2026, 4, day, hour, 5).toISOString();

describe('groupThread', () => {
  it('splits a thread by day, and each day by runs of one sender', () => {
    const thread = [
      { senderId: 2, message: 'a', time: at(8, 9) },
      { senderId: 2, message: 'b', time: at(8, 10) },
      { senderId: 1, message: 'c', time: at(8, 11) },
      { senderId: 1, message: 'd', time: at(9, 8) },
      { senderId: 2, message: 'e', time: at(9, 9) },
    ];
    expect(
      groupThread(thread).map(({ day, groups }) => [
        day,
        groups.map((group) => [group.senderId, group.messages.map((m) => m.message).join('')]),
      ]),
    ).toEqual([
      [
        '2026-05-08',
        [
          [2, 'ab'],
          [1, 'c'],
        ],
      ],
      [
        '2026-05-09',
        [
          [1, 'd'],
          [2, 'e'],
        ],
      ],
    ]);
  });
});

describe('times', () => {
  const now = new Date(2026, 4, 9, 12, 0);
  const words = { today: 'Today', yesterday: 'Yesterday' };

  it.each([
    ['2026-05-09', 'Today'],
    ['2026-05-08', 'Yesterday'],
    ['2026-05-06', 'Wednesday, May 6'],
  ])('names the day %s “%s”', (day, label) => {
    expect(dayLabel(day, 'en', words, now)).toBe(label);
  });

  it('shows the hour for today and the day before that', () => {
    expect(shortTime(at(9, 9), 'en', now)).toBe('9:05 AM');
    expect(shortTime(at(7, 9), 'en', now)).toBe('May 7');
    expect(shortTime(at(7, 9), 'fr', now)).toBe('7 mai');
  });
});
