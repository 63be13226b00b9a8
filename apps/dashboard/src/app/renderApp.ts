import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** The app has rendered a page: something other than the loading screen. */
const showsAPage = (element: HTMLElement) =>
  element.firstElementChild !== null &&
  element.querySelector('[data-testid="boot-fallback"]') === null;

/** What the visitor typed into the prerendered form, and the focus, go on in the live one. */
function carryInput(from: HTMLElement, to: HTMLElement, focusedId: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const input of from.querySelectorAll<HTMLInputElement>('input[id]')) {
    const live = to.querySelector<HTMLInputElement>(`#${CSS.escape(input.id)}`);
    if (!live || !input.value || input.type === 'checkbox') continue;
    setValue?.call(live, input.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focusedId) to.querySelector<HTMLElement>(`#${CSS.escape(focusedId)}`)?.focus();
}

/**
 * What the visitor did on the prerendered page that index.html held back (the last button
 * pressed, a form sent) happens again on the live one, in that order.
 */
function replayHeldActions(live: HTMLElement) {
  const held = document.documentElement.dataset;
  const { pendingClick, pendingSubmit } = held;
  delete held.pendingClick;
  delete held.pendingSubmit;
  if (pendingClick !== undefined) {
    live
      .querySelectorAll<HTMLButtonElement>('button[type="button"]')
      [Number(pendingClick)]?.click();
  }
  if (pendingSubmit) {
    const form =
      (pendingSubmit !== 'form' &&
        live.querySelector<HTMLFormElement>(`form#${CSS.escape(pendingSubmit)}`)) ||
      live.querySelector<HTMLFormElement>('form');
    form?.requestSubmit();
  }
}

/** A page that did not get ready in this time is swapped in anyway. */
const swapDeadlineMs = 15_000;

/**
 * Renders the app into `container`. A prerendered page (scripts/prerender.mjs) stays on screen
 * while the app renders the same page off-screen; the live page then takes its place, without
 * the loading screen in between. Visitors the prerendered page does not fit (index.html adds
 * `prerender-off`) see the loading screen, as on any other page.
 */
export function renderApp(container: HTMLElement, app: ReactNode): void {
  const prerendered =
    container.hasAttribute('data-prerendered') &&
    !document.documentElement.classList.contains('prerender-off');
  if (!prerendered) {
    // The prerendered page's markup is hidden while this attribute stays (index.html's style):
    // so would the app be. It is a plain root from now on. The markup goes first: until React's
    // first commit it would show, in the default skin, and keep what is typed into it.
    for (const child of [...container.children]) {
      if (!child.classList.contains('boot-fallback')) child.remove();
    }
    // A signed-in page's picture was inert until the app took over (scripts/prerender.mjs).
    for (const name of ['data-prerendered', 'inert', 'aria-busy']) container.removeAttribute(name);
    createRoot(container).render(app);
    return;
  }
  const live = document.createElement('div');
  live.id = container.id;
  createRoot(live).render(app);
  let swapped = false;
  let waitingForRelease = false;
  const swap = () => {
    if (swapped || waitingForRelease) return;
    // A press on the prerendered page (index.html marks it) ends first: its click, and the
    // button or form it holds, happen there; the live page then replays them.
    if ('pressing' in document.documentElement.dataset) {
      waitingForRelease = true;
      const afterRelease = () => {
        document.removeEventListener('pointerup', afterRelease, true);
        document.removeEventListener('pointercancel', afterRelease, true);
        // After the click and the submit the release brings, which run in this same task.
        setTimeout(() => {
          waitingForRelease = false;
          swap();
        });
      };
      document.addEventListener('pointerup', afterRelease, true);
      document.addEventListener('pointercancel', afterRelease, true);
      return;
    }
    swapped = true;
    observer.disconnect();
    const focused = document.activeElement;
    const focusedId = focused && container.contains(focused) ? focused.id : '';
    container.replaceWith(live);
    carryInput(container, live, focusedId);
    replayHeldActions(live);
  };
  const observer = new MutationObserver(() => {
    if (showsAPage(live)) swap();
  });
  observer.observe(live, { childList: true, subtree: true });
  setTimeout(swap, swapDeadlineMs);
}
