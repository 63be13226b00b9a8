import type { KeyboardEvent } from 'react';

/** What Tab can reach, in document order. */
const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"]):not([type="file"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `container` that Tab stops at (hidden ones skipped). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]') &&
      // Browsers know what is drawn; jsdom has no checkVisibility and draws nothing.
      (element.checkVisibility?.() ?? true),
  );
}

/**
 * A keydown handler that keeps Tab and Shift+Tab inside the element it is set on: from the
 * last stop Tab goes to the first, from the first Shift+Tab goes to the last. For a panel that
 * becomes modal (a maximised composer) without being a portal dialog, which antd traps itself.
 */
export function trapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const stops = tabbableIn(event.currentTarget);
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
