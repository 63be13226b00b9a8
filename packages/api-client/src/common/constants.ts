// Plain values the common schemas share with the screens (form rules). Zod-free: the package's
// index exports them, and the first page loads that index.

/** Letters, digits, dots, dashes and underscores, 3 to 30 of them. */
export const usernamePattern = /^[a-z0-9._-]{3,30}$/i;
/** Digits, spaces, dashes, dots and brackets, with an optional leading +; 7 to 20 of them. */
export const contactPattern = /^\+?[\d\s().-]{7,20}$/;
/** Minimum length of a new password (registering, or set from the user view's Security tab). */
export const userPasswordMinLength = 8;
