import type { LocaleInput } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';

// FullCalendar's own texts (buttons, "all-day", "+2 more") and week start per language: French
// weeks start on Monday, English ones on Sunday (FullCalendar's built-in English).
export const calendarLocales: LocaleInput[] = [frLocale];
export const calendarLocaleOf = (language: string) => (language.startsWith('fr') ? 'fr' : 'en');
