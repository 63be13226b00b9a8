import type { NavbarColor } from '../../layout/settings';
import { brandColor } from '../../theme/theme';

/**
 * Solid navbar backgrounds. Each keeps white text above WCAG AA contrast; `white` has none here
 * because it follows the skin's surface (dark on the dark skin).
 */
export const navbarBackgrounds: Record<Exclude<NavbarColor, 'white'>, string> = {
  primary: brandColor,
  success: '#237804',
  info: '#0958d9',
  warning: '#ad4e00',
  danger: '#a8071a',
  dark: '#1f1f1f',
};

/** The solid background of a navbar colour, or undefined for the skin's own surface. */
export function navbarBackground(color: string): string | undefined {
  return Object.hasOwn(navbarBackgrounds, color)
    ? navbarBackgrounds[color as keyof typeof navbarBackgrounds]
    : undefined;
}
