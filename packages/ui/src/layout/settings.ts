/** Every layout choice the customizer offers. Defaults are SPEC §2. */
export type Skin = 'light' | 'dark' | 'bordered' | 'semi-dark';
export type Direction = 'ltr' | 'rtl';
export type LayoutType = 'vertical' | 'horizontal';
export type ContentWidth = 'boxed' | 'full';
export type NavbarType = 'floating' | 'sticky' | 'static' | 'hidden';
export type FooterType = 'static' | 'sticky' | 'hidden';
export type RouteTransition = 'fade' | 'fade-in-left' | 'zoom-fade' | 'none';

export interface LayoutSettings {
  skin: Skin;
  direction: Direction;
  menuCollapsed: boolean;
  menuHidden: boolean;
  layoutType: LayoutType;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarColor: string;
  footerType: FooterType;
  routeTransition: RouteTransition;
  scrollTop: boolean;
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
};

export const skins: readonly Skin[] = ['light', 'dark', 'bordered', 'semi-dark'];

/** localStorage keys, exactly as SPEC §9 names them. */
export const layoutStorageKeys = {
  skin: 'skin',
  direction: 'direction',
  menuCollapsed: 'menuCollapsed',
} as const;

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
export function readStoredLayout(storage: Storage | undefined = globalThis.localStorage): LayoutSettings {
  const settings = { ...defaultLayoutSettings };
  if (!storage) return settings;
  const skin = readJson(storage, layoutStorageKeys.skin);
  if (typeof skin === 'string' && (skins as readonly string[]).includes(skin)) settings.skin = skin as Skin;
  const direction = readJson(storage, layoutStorageKeys.direction);
  if (direction === 'ltr' || direction === 'rtl') settings.direction = direction;
  const collapsed = readJson(storage, layoutStorageKeys.menuCollapsed);
  if (typeof collapsed === 'boolean') settings.menuCollapsed = collapsed;
  return settings;
}

export function writeStoredLayout(
  settings: Pick<LayoutSettings, 'skin' | 'direction' | 'menuCollapsed'>,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  storage.setItem(layoutStorageKeys.skin, JSON.stringify(settings.skin));
  storage.setItem(layoutStorageKeys.direction, JSON.stringify(settings.direction));
  storage.setItem(layoutStorageKeys.menuCollapsed, JSON.stringify(settings.menuCollapsed));
}

/**
 * Sets the attributes the stylesheet and the pre-paint script in index.html key on, so the page
 * background and direction are right before React renders.
 */
export function applyDocumentLayout(
  settings: Pick<LayoutSettings, 'skin' | 'direction'>,
  root: HTMLElement = document.documentElement,
): void {
  root.setAttribute('dir', settings.direction);
  root.dataset.skin = settings.skin;
  root.style.colorScheme = settings.skin === 'dark' ? 'dark' : 'light';
}
