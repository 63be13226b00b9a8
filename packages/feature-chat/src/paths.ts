/** Where the chat app lives; the open chat is `?chat=<contact id>`. */
export const chatPath = '/apps/chat';
export const chatWith = (contactId: number) => `${chatPath}?chat=${contactId}`;
