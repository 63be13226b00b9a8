/** Id of the layout's <main>, target of the skip link and of scroll-to-top. */
export const mainContentId = 'main-content';

/**
 * Moves keyboard focus to the start of the page content without scrolling, so a keyboard user
 * continues from there instead of from <body> (e.g. after the scroll-to-top button disappears).
 */
export function focusMainContent(): void {
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}
