/**
 * Every layout choice the customizer offers, as value lists (the customizer renders them, storage
 * validation checks against them) with their types derived from the lists. Defaults are SPEC §2.
 */
export const skins = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export const directions = ['ltr', 'rtl'] as const;
export const layoutTypes = ['vertical', 'horizontal'] as const;
export const contentWidths = ['boxed', 'full'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;
export const routeTransitions = ['fade', 'fade-in-left', 'zoom-fade', 'none'] as const;
/** Navbar backgrounds the customizer offers; the layout maps each to a colour. */
export const navbarColors = [
  'white',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
  'dark',
] as const;

export type Skin = (typeof skins)[number];
export type Direction = (typeof directions)[number];
export type LayoutType = (typeof layoutTypes)[number];
export type ContentWidth = (typeof contentWidths)[number];
export type NavbarType = (typeof navbarTypes)[number];
export type FooterType = (typeof footerTypes)[number];
export type RouteTransition = (typeof routeTransitions)[number];
export type NavbarColor = (typeof navbarColors)[number];

export interface LayoutSettings {
  skin: Skin;
  direction: Direction;
  menuCollapsed: boolean;
  menuHidden: boolean;
  layoutType: LayoutType;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  /** One of `navbarColors`; any other value renders white. */
  navbarColor: string;
  footerType: FooterType;
  routeTransition: RouteTransition;
  scrollTop: boolean;
  /** Whether the menu shows its Template section: the demo pages a team removes or hides. */
  templateShown: boolean;
  /** Whether a bar above the content keeps the pages opened as tabs. */
  pageTabs: boolean;
}

export const defaultLayoutSettings: LayoutSettings = {
  skin: 'light',
  direction: 'ltr',
  menuCollapsed: false,
  menuHidden: false,
  layoutType: 'vertical',
  contentWidth: 'boxed',
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
  routeTransition: 'fade',
  scrollTop: true,
  templateShown: true,
  pageTabs: false,
};

/** localStorage keys, exactly as SPEC §9 names them. */
export const layoutStorageKeys = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
  pageTabs: 'pageTabs',
} as const;

/** The choices kept for the next visit; the others last as long as the page. */
export type StoredLayoutKey = keyof typeof layoutStorageKeys;
export const storedLayoutKeys = Object.keys(layoutStorageKeys) as StoredLayoutKey[];

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The persisted choices, ignoring anything stored that is not a valid value. */
export function readStoredLayout(
  storage: Storage | undefined = globalThis.localStorage,
): LayoutSettings {
  const settings = { ...defaultLayoutSettings };
  if (!storage) return settings;
  const skin = readJson(storage, layoutStorageKeys.skin);
  if (isOneOf(skins, skin)) settings.skin = skin;
  const direction = readJson(storage, layoutStorageKeys.direction);
  if (isOneOf(directions, direction)) settings.direction = direction;
  for (const key of ['menuCollapsed', 'pageTabs'] as const) {
    const flag = readJson(storage, layoutStorageKeys[key]);
    if (typeof flag === 'boolean') settings[key] = flag;
  }
  return settings;
}

export function writeStoredLayout(
  settings: Pick<LayoutSettings, StoredLayoutKey>,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  for (const key of storedLayoutKeys) {
    storage.setItem(layoutStorageKeys[key], JSON.stringify(settings[key]));
  }
}

/**
 * Sets the attributes the stylesheet and the pre-paint script in index.html key on, so the page
 * background and direction are right before React renders.
 */
export function applyDocumentLayout(
  settings: Pick<LayoutSettings, 'skin' | 'direction'>,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): void {
  // No document when the build renders a page ahead of time: the page's template sets them.
  if (!root) return;
  root.setAttribute('dir', settings.direction);
  root.dataset.skin = settings.skin;
  root.style.colorScheme = settings.skin === 'dark' ? 'dark' : 'light';
}
