export * from './FormDialogs';
export * from './focusFirstField';
export * from './lazyDialog';
export * from './trapFocus';
export * from './useShowServerError';
export * from './useConfirmedAction';
export * from './useSubmitForm';
export * from './useUnsavedChanges';
