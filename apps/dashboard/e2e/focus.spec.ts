import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * Visible focus (WCAG 2.4.7, and 1.4.11's 3:1 for the indicator): Tab through a page in each
 * skin, and at every stop find what focus changed (an outline, a ring, a border, on the element
 * or the control around it) and measure its contrast against the surface behind it.
 */

const skins = ['light', 'dark', 'bordered', 'semi-dark'] as const;
const stops = 24;

interface Stop {
  element: string;
  /** The best contrast among what focus changed, 0 when it changed nothing visible. */
  contrast: number;
  what: string;
}

/** Reads the focused element's indicator; runs in the page. */
async function readFocus(): Promise<Stop | null> {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return null;

  const parse = (color: string): [number, number, number, number] | null => {
    const match = /rgba?\(([^)]+)\)/.exec(color);
    if (!match) return null;
    const [r, g, b, a = 1] = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  const luminance = ([r, g, b]: number[]) => {
    const linear = (v: number) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  /** The opaque colour behind an element: its ancestors' backgrounds, blended. */
  const surfaceBehind = (element: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
    }
    let surface = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      surface = [
        r * a + surface[0] * (1 - a),
        g * a + surface[1] * (1 - a),
        b * a + surface[2] * (1 - a),
      ];
    }
    return surface;
  };
  const contrast = (colour: string, behind: number[]) => {
    const parsed = parse(colour);
    if (!parsed || parsed[3] === 0) return 0;
    const [r, g, b, a] = parsed;
    const blended = [
      r * a + behind[0] * (1 - a),
      g * a + behind[1] * (1 - a),
      b * a + behind[2] * (1 - a),
    ];
    const [light, dark] = [luminance(blended), luminance(behind)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  const indicators = (element: HTMLElement) => {
    const style = getComputedStyle(element);
    const ring = /^(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(style.boxShadow);
    return {
      outline:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
          ? style.outlineColor
          : '',
      ring: ring && parseFloat(ring[2]) >= 1 ? ring[1] : '',
      border: parseFloat(style.borderTopWidth) >= 1 ? style.borderTopColor : '',
    };
  };

  // The element and the controls around it (a select's input sits inside the styled box).
  const chain: HTMLElement[] = [];
  for (
    let node: HTMLElement | null = focused;
    node && chain.length < 4;
    node = node.parentElement
  ) {
    chain.push(node);
  }
  // Some controls mark focus with a class their component sets: give it a frame to follow.
  const nextFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const withFocus = chain.map(indicators);
  focused.blur();
  await nextFrame();
  const withoutFocus = chain.map(indicators);
  focused.focus({ preventScroll: true });
  await nextFrame();

  let best = 0;
  let what = 'nothing';
  chain.forEach((element, index) => {
    const behind = surfaceBehind(element.parentElement);
    for (const kind of ['outline', 'ring', 'border'] as const) {
      const now = withFocus[index][kind];
      if (!now || now === withoutFocus[index][kind]) continue;
      const ratio = contrast(now, behind);
      if (ratio > best) {
        best = ratio;
        what = `${kind} ${now}`;
      }
    }
  });
  const label =
    focused.getAttribute('aria-label') ??
    focused.textContent?.trim().slice(0, 30) ??
    focused.getAttribute('placeholder') ??
    '';
  return {
    element: `${focused.tagName.toLowerCase()}${focused.className ? `.${String(focused.className).split(' ')[0]}` : ''} "${label}"`,
    contrast: Math.round(best * 100) / 100,
    what,
  };
}

async function tabThrough(page: Page): Promise<Stop[]> {
  const seen: Stop[] = [];
  for (let index = 0; index < stops; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(readFocus);
    if (stop) seen.push(stop);
  }
  return seen;
}

for (const skin of skins) {
  test(`focus is visible at every Tab stop of the users list, ${skin} skin`, async ({ page }) => {
    await page.addInitScript(
      (chosen) => localStorage.setItem('skin', JSON.stringify(chosen)),
      skin,
    );
    await signIn(page, 'admin');
    await page.goto('/apps/user/list');
    await expect(
      page.getByRole('table', { name: 'Users' }).locator('tbody tr[data-row-key]').first(),
    ).toBeVisible();
    // Styles are read right after each change: transitions would show them half-way.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });

    const seen = await tabThrough(page);
    expect(seen.length).toBeGreaterThan(stops / 2);
    const faint = seen.filter((stop) => stop.contrast < 3);
    expect(faint, JSON.stringify(seen, null, 1)).toEqual([]);
  });
}
