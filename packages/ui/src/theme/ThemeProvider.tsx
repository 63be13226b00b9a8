import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { usePrefersReducedMotion } from '../effects/usePrefersReducedMotion';
import { selectLayout } from '../layout/slice';
import { themeFor } from './theme';

/**
 * antd's theme and direction from the layout slice, plus antd's App, which hosts the toast area
 * (message, notification, modal) used through `App.useApp()`.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { skin, direction } = useSelector(selectLayout);
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(
    () => themeFor(skin, { motion: !reducedMotion }),
    [skin, reducedMotion],
  );
  return (
    <ConfigProvider theme={themeConfig} direction={direction}>
      <AntApp className="tessera-app">{children}</AntApp>
    </ConfigProvider>
  );
}
