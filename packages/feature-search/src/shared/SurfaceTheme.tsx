import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';

/**
 * The navbar turns text buttons white on a coloured bar. Panels opened from it (the search
 * window, the bookmark picker) sit on an ordinary surface, so they take antd's usual colours back.
 */
export function SurfaceTheme({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const surface = useMemo<ThemeConfig>(
    () => ({
      components: {
        Button: {
          textTextColor: token.colorText,
          textTextHoverColor: token.colorText,
          textTextActiveColor: token.colorText,
          textHoverBg: token.colorBgTextHover,
        },
      },
    }),
    [token],
  );
  return <ConfigProvider theme={surface}>{children}</ConfigProvider>;
}
