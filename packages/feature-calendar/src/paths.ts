/** Where the calendar app lives. */
export const calendarPath = '/apps/calendar';
