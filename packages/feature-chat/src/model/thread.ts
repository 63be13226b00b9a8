import type { ChatMessage, ChatStatus } from '@tessera/api-client';
import { dateFormat, localDay } from '@tessera/ui';

/** Messages one after another from one sender, on one day: one avatar, several bubbles. */
export interface MessageGroup {
  senderId: number;
  messages: ChatMessage[];
}

/** One day of a thread, with its groups. */
export interface ThreadDay {
  /** The local day, `YYYY-MM-DD`. */
  day: string;
  groups: MessageGroup[];
}

/** A thread (oldest first) by day, and within a day by runs of one sender. */
export function groupThread(messages: ChatMessage[]): ThreadDay[] {
  const days: ThreadDay[] = [];
  for (const message of messages) {
    const day = localDay(new Date(message.time));
    let current = days.at(-1);
    if (current?.day !== day) {
      current = { day, groups: [] };
      days.push(current);
    }
    const group = current.groups.at(-1);
    if (group?.senderId === message.senderId) group.messages.push(message);
    else current.groups.push({ senderId: message.senderId, messages: [message] });
  }
  return days;
}

/** A message's hour ("14:05", "2:05 PM"). */
export const hourOf = (iso: string, language: string) =>
  dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The chat list's time: the hour today, the day before that. */
export function shortTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  return localDay(date) === localDay(now)
    ? hourOf(iso, language)
    : dateFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

/** A day separator: "today", "yesterday" (the caller's words), or the date in full. */
export function dayLabel(
  day: string,
  language: string,
  words: { today: string; yesterday: string },
  now = new Date(),
): string {
  if (day === localDay(now)) return words.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday)) return words.yesterday;
  const [year, month, date] = day.split('-').map(Number);
  return dateFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(year, month - 1, date),
  );
}

/** Status dot colours, each readable as a dot on light and dark backgrounds. */
export const statusColors: Record<ChatStatus, string> = {
  online: '#2e7d32',
  away: '#b35c00',
  busy: '#c62828',
  offline: '#6b7280',
};
