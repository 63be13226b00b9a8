import { theme } from 'antd';
import { skins } from '../layout/settings';
import { contrastRatio as contrast } from '../testing/contrast';
import { darkSurfaceColor, isDarkMenu, themeFor } from './theme';

describe('themeFor', () => {
  it.each(skins)('keeps text and links readable (WCAG AA) on the %s skin', (skin) => {
    const token = theme.getDesignToken(themeFor(skin));
    for (const background of [token.colorBgContainer, token.colorBgLayout]) {
      for (const text of [
        token.colorText,
        token.colorTextSecondary,
        token.colorTextDescription,
        token.colorTextTertiary,
        token.colorLink,
        token.colorSuccessText,
        token.colorWarningText,
        token.colorErrorText,
        token.colorInfoText,
      ]) {
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(skins)('keeps danger text readable on its surfaces on the %s skin', (skin) => {
    const config = themeFor(skin);
    const token = theme.getDesignToken(config);
    expect(contrast(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorError, token.colorBgLayout)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(skins)(
    'keeps solid buttons readable at rest, under the pointer and pressed on the %s skin',
    (skin) => {
      const config = themeFor(skin);
      const token = theme.getDesignToken(config);
      // Their text: antd's Button tokens, white unless the skin says otherwise.
      const primaryText = config.components?.Button?.primaryColor ?? token.colorTextLightSolid;
      const dangerText = config.components?.Button?.dangerColor ?? token.colorTextLightSolid;
      for (const background of [
        token.colorPrimary,
        token.colorPrimaryHover,
        token.colorPrimaryActive,
      ]) {
        expect(contrast(primaryText, background)).toBeGreaterThanOrEqual(4.5);
      }
      for (const background of [token.colorError, token.colorErrorHover, token.colorErrorActive]) {
        expect(contrast(dangerText, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(skins)('keeps the active tab readable (WCAG AA) on the %s skin', (skin) => {
    const config = themeFor(skin);
    const token = theme.getDesignToken(config);
    const selected = config.components?.Tabs?.itemSelectedColor ?? token.colorPrimary;
    for (const background of [token.colorBgContainer, token.colorBgLayout]) {
      expect(contrast(selected, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(skins)('draws the focus ring at 3:1 or more on every surface of the %s skin', (skin) => {
    // antd outlines a focused control with colorPrimaryBorder (WCAG 2.4.7 and 1.4.11).
    const token = theme.getDesignToken(themeFor(skin));
    for (const background of [token.colorBgContainer, token.colorBgLayout, token.colorBgElevated]) {
      expect(contrast(token.colorPrimaryBorder, background)).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps the dark menu readable', () => {
    const menu = themeFor('semi-dark').components?.Menu ?? {};
    for (const text of [menu.darkItemColor, menu.darkGroupTitleColor]) {
      expect(contrast(String(text), darkSurfaceColor)).toBeGreaterThanOrEqual(4.5);
    }
    expect(isDarkMenu('semi-dark')).toBe(true);
    expect(isDarkMenu('bordered')).toBe(false);
  });

  it('flattens the bordered skin and turns motion off on request', () => {
    const bordered = theme.getDesignToken(themeFor('bordered'));
    expect(bordered.boxShadowTertiary).toBe('none');
    expect(themeFor('light', { motion: false }).token?.motion).toBe(false);
    expect(themeFor('light').token?.motion).toBeUndefined();
  });
});
