import { theme, type ThemeConfig } from 'antd';
import type { Skin } from '../layout/settings';

/** Brand colour shared by every skin and by the loading fallback in index.html. */
export const brandColor = '#5b4fe0';

const shared: ThemeConfig['token'] = {
  colorPrimary: brandColor,
  borderRadius: 8,
  fontFamily:
    "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** antd theme of each skin. Semi-dark keeps a light page with a dark menu (see the layout). */
export function themeFor(skin: Skin): ThemeConfig {
  if (skin === 'dark') {
    return { algorithm: theme.darkAlgorithm, token: { ...shared, colorBgLayout: '#161d31' } };
  }
  if (skin === 'bordered') {
    return {
      algorithm: theme.defaultAlgorithm,
      token: { ...shared, colorBgLayout: '#f8f8f8', boxShadow: 'none', boxShadowTertiary: 'none' },
      components: { Card: { boxShadowTertiary: 'none' } },
    };
  }
  return { algorithm: theme.defaultAlgorithm, token: { ...shared, colorBgLayout: '#f8f8f8' } };
}

/** Whether the menu of this skin is dark. */
export function isDarkMenu(skin: Skin): boolean {
  return skin === 'dark' || skin === 'semi-dark';
}
