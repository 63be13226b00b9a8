// The shared UI: layout state, theme, access control, shell pieces and components for feature
// pages. Knows no domain. The page frames are in `@tessera/ui/layouts` (lazy, not in the first page).
export * from './feature/types';
export * from './feature/shellNamespace';
export * from './layout/settings';
export * from './layout/slice';
export * from './layout/persistence';
export * from './layout/useLayoutSetting';
export * from './theme/theme';
export * from './theme/ThemeProvider';
export * from './access/access';
export * from './shell/FeaturesContext';
export * from './shell/Logo';
export * from './shell/BootFallback';
export * from './shell/RouteProgress';
export * from './shell/DocumentTitle';
export * from './shell/RouteError';
export * from './shell/session';
export * from './shell/useRouteExists';
export * from './effects/ripple';
export * from './effects/usePrefersReducedMotion';
export * from './components/PageHeader';
export * from './components/EllipsisText';
export * from './components/LtrText';
export * from './components/LinkButton';
export * from './components/IconAction';
export * from './data';
export * from './forms';
