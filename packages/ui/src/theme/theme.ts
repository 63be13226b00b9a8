import { theme, type ThemeConfig } from 'antd';
import type { Skin } from '../layout/settings';

/** Brand colour shared by every skin and by the loading fallback in index.html. */
export const brandColor = '#5b4fe0';
/** Page background of the light skins; index.html paints the same before any JS runs. */
export const lightLayoutColor = '#f8f8f8';
/** Page background of the dark skin (index.html paints it too). */
export const darkLayoutColor = '#161d31';
/** Cards of the dark skin, and the dark menu of the dark and semi-dark skins. */
export const darkSurfaceColor = '#283046';

const sharedToken: ThemeConfig['token'] = {
  colorPrimary: brandColor,
  colorLink: brandColor,
  borderRadius: 8,
  fontFamily:
    "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  // antd's default (45 % black) fails WCAG AA on our page background; secondary text, breadcrumbs,
  // menu group titles (description) and description-list labels (tertiary) use these tokens.
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  // antd outlines a focused control in this colour; its pale default (about 1.4:1 on white)
  // hid the focus. The brand colour is 3:1 or more on every light surface (WCAG 1.4.11).
  colorPrimaryBorder: brandColor,
};

/** The brand tint that reads on dark surfaces (links, the active tab, the focus ring). */
const darkBrandTint = '#c3bdfa';

/** antd's red (#ff4d4f) fails WCAG AA as the text of danger buttons on light surfaces. */
const lightErrorColor = '#d4292c';

/**
 * antd lightens a solid button under the pointer, below AA for its white text: on the light
 * skins hover darkens instead (links and input borders follow, still readable).
 */
const lightStateTokens: ThemeConfig['token'] = {
  colorError: lightErrorColor,
  // antd's success, warning and information text (green, gold and blue 6) read at 2 to 3.9:1
  // on light surfaces: a shade darker each, AA on cards and on the page.
  colorSuccessText: '#237804',
  colorWarningText: '#874d00',
  colorInfoText: '#0958d9',
  colorErrorHover: '#b71f22',
  colorPrimaryHover: '#4b3fd1',
};
/**
 * On dark surfaces danger text needs a light red, too light for white text: solid danger
 * buttons (delete confirmations) carry dark text instead. The dark algorithm tones this seed
 * down (to #dc7f81).
 */
const darkErrorColor = '#ff9294';

/** The dark menu (dark and semi-dark skins) sits on the same surface as dark cards. */
const sharedComponents: ThemeConfig['components'] = {
  Layout: { siderBg: darkSurfaceColor },
  Menu: {
    darkItemBg: darkSurfaceColor,
    darkPopupBg: darkSurfaceColor,
    darkSubMenuItemBg: '#222a3d',
    darkItemColor: 'rgba(255, 255, 255, 0.72)',
    darkGroupTitleColor: 'rgba(255, 255, 255, 0.6)',
  },
};

function skinConfig(skin: Skin): ThemeConfig {
  if (skin === 'dark') {
    return {
      algorithm: theme.darkAlgorithm,
      token: {
        ...sharedToken,
        colorBgLayout: darkLayoutColor,
        colorBgContainer: darkSurfaceColor,
        colorBgElevated: '#2f3850',
        colorBorder: '#434b60',
        colorBorderSecondary: '#3b4253',
        // The brand colour is too dark to read on dark surfaces: links and focus use a tint.
        colorLink: darkBrandTint,
        colorPrimaryBorder: darkBrandTint,
        colorTextDescription: 'rgba(255, 255, 255, 0.6)',
        colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
        colorError: darkErrorColor,
        // The dark algorithm's success and information text read at 4.4 and 2.5:1 on cards.
        colorSuccessText: '#73d13d',
        colorInfoText: '#69b1ff',
        // Under the pointer and pressed, solid buttons keep their text readable.
        colorPrimaryHover: '#6358e0',
        colorErrorActive: '#e8a0a1',
      },
      components: {
        ...sharedComponents,
        Button: {
          dangerColor: darkLayoutColor,
          // A default button's text under the pointer: the hover brand (for white text on solid
          // buttons) read at 2.9:1 on dark surfaces.
          defaultHoverColor: darkBrandTint,
          defaultHoverBorderColor: darkBrandTint,
          defaultActiveColor: darkBrandTint,
          defaultActiveBorderColor: darkBrandTint,
        },
        // The active tab's text and bar: the toned brand colour was 2.4:1 on the page.
        Tabs: { itemSelectedColor: darkBrandTint, inkBarColor: darkBrandTint },
        // A focused field's border is its focus ring: the toned brand colour was 1.9:1.
        ...Object.fromEntries(
          (['Input', 'InputNumber', 'Select', 'DatePicker', 'Mentions'] as const).map((field) => [
            field,
            { activeBorderColor: darkBrandTint },
          ]),
        ),
      },
    };
  }
  if (skin === 'bordered') {
    // Flat surfaces: no shadows, visible borders instead.
    return {
      algorithm: theme.defaultAlgorithm,
      token: {
        ...sharedToken,
        colorBgLayout: lightLayoutColor,
        ...lightStateTokens,
        colorBorderSecondary: '#dedede',
        boxShadow: 'none',
        boxShadowTertiary: 'none',
      },
      components: { ...sharedComponents, Card: { boxShadowTertiary: 'none' } },
    };
  }
  // light and semi-dark share the page; semi-dark only darkens the menu (see isDarkMenu).
  return {
    algorithm: theme.defaultAlgorithm,
    token: { ...sharedToken, colorBgLayout: lightLayoutColor, ...lightStateTokens },
    components: sharedComponents,
  };
}

/**
 * antd theme of each skin. `motion: false` turns antd's own animations off (for users who ask
 * their system for reduced motion).
 */
export function themeFor(skin: Skin, options: { motion?: boolean } = {}): ThemeConfig {
  const config = skinConfig(skin);
  return options.motion === false
    ? { ...config, token: { ...config.token, motion: false } }
    : config;
}

/** Whether the menu of this skin is dark. */
export function isDarkMenu(skin: Skin): boolean {
  return skin === 'dark' || skin === 'semi-dark';
}
