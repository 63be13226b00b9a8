export * from './FormDialogs';
export * from './focusFirstField';
export * from './lazyDialog';
export * from './trapFocus';
export * from './useShowServerError';
