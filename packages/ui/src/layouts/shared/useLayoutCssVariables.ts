import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useSelector } from 'react-redux';
import type { Skin } from '../../layout/settings';
import { selectLayout } from '../../layout/slice';

type GlobalToken = ReturnType<typeof theme.useToken>['token'];

/**
 * The antd tokens layout.css needs, as `--app-*` custom properties on the layout root, so the
 * stylesheet follows the skin (dark surfaces, bordered vs shadowed) without hard-coded colours.
 */
export function layoutCssVariables(token: GlobalToken, skin: Skin): CSSProperties {
  const variables: Record<`--app-${string}`, string> = {
    '--app-bg': token.colorBgLayout,
    '--app-surface': token.colorBgContainer,
    // Bordered skin: surfaces are outlined instead of shadowed (its theme has no shadows).
    '--app-surface-border': skin === 'bordered' ? token.colorBorderSecondary : 'transparent',
    '--app-surface-shadow': token.boxShadowTertiary,
    '--app-text': token.colorText,
    '--app-text-secondary': token.colorTextSecondary,
    '--app-primary': token.colorPrimary,
    '--app-radius': `${token.borderRadiusLG}px`,
  };
  return variables as CSSProperties;
}

export function useLayoutCssVariables(): CSSProperties {
  const { token } = theme.useToken();
  const { skin } = useSelector(selectLayout);
  return useMemo(() => layoutCssVariables(token, skin), [token, skin]);
}
