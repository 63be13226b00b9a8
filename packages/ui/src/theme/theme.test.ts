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
      ]) {
        expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(skins)('keeps danger text and danger buttons readable on the %s skin', (skin) => {
    const config = themeFor(skin);
    const token = theme.getDesignToken(config);
    expect(contrast(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorError, token.colorBgLayout)).toBeGreaterThanOrEqual(4.5);
    // A solid danger button's text (antd's Button token, white unless the skin says otherwise).
    const buttonText = config.components?.Button?.dangerColor ?? token.colorTextLightSolid;
    expect(contrast(buttonText, token.colorError)).toBeGreaterThanOrEqual(4.5);
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
