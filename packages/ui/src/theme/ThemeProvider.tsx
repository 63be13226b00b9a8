import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { usePrefersReducedMotion } from '../effects/usePrefersReducedMotion';
import { FeedbackProvider } from '../feedback/feedback';
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
 * antd's theme and direction from the layout slice, plus the host of toasts and confirmations
 * (`useFeedback()`).
 */
export function ThemeProvider({ children, staticStyles = false }: ThemeProviderProps) {
  const { skin, direction } = useSelector(selectLayout);
  const reducedMotion = usePrefersReducedMotion();
  const themeConfig = useMemo(() => {
    const config = { ...themeFor(skin, { motion: !reducedMotion }), cssVar: { key: themeClass } };
    return staticStyles ? { ...config, zeroRuntime: true, hashed: false } : config;
  }, [skin, reducedMotion, staticStyles]);
  return (
    <ConfigProvider theme={themeConfig} direction={direction}>
      <AppRoot>
        <FeedbackProvider>{children}</FeedbackProvider>
      </AppRoot>
    </ConfigProvider>
  );
}

/**
 * The class that carries the theme's CSS variables (antd writes them for it). Named here, not
 * generated, so that the element around every page carries it too: the page's own styles read
 * the variables (styles.css).
 */
const themeClass = 'css-var-tessera';

function AppRoot({ children }: { children: ReactNode }) {
  return <div className={`tessera-app ${themeClass}`}>{children}</div>;
}
