import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the shell when the signed-in session ends (sign-out, a failed refresh, another
 * tab signing out). The store resets every feature's state and the api cache on it, and
 * restarts the feature sagas, so the next account starts from nothing of the previous one.
 */
export const sessionEnded = createAction('shell/sessionEnded');
