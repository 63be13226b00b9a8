import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { usePrefersReducedMotion } from '../effects/usePrefersReducedMotion';
import { selectLayout } from '../layout/slice';
import { themeFor } from './theme';

interface ThemeProviderProps {
  children: ReactNode;
  /**
   * antd's styles come from stylesheets written at build time: components register only their
   * CSS variables (the skin), not their rules (`theme.zeroRuntime`, unhashed class names).
   */
  staticStyles?: boolean;
}

/**
 * antd's theme and direction from the layout slice, plus antd's App, which hosts the toast area
 * (message, notification, modal) used through `App.useApp()`.
 */
export function ThemeProvider({ children, staticStyles = false }: ThemeProviderProps) {
  const { skin, direction } = useSelector(selectLayout);
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    const config = themeFor(skin, { motion: !reducedMotion });
    return staticStyles ? { ...config, zeroRuntime: true, hashed: false } : config;
  }, [skin, reducedMotion, staticStyles]);
  return (
    <ConfigProvider theme={themeConfig} direction={direction}>
      <AntApp className="tessera-app">{children}</AntApp>
    </ConfigProvider>
  );
}
