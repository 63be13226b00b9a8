// The shared UI: layout state, theme, access control and shell pieces. Knows no domain.
export * from './feature/types';
export * from './layout/settings';
export * from './layout/slice';
export * from './layout/persistence';
export * from './theme/theme';
export * from './theme/ThemeProvider';
export * from './access/access';
export * from './shell/FeaturesContext';
export * from './shell/Logo';
export * from './shell/BootFallback';
export * from './shell/RouteProgress';
export * from './shell/DocumentTitle';
export * from './effects/ripple';
