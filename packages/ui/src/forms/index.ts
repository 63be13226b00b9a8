export * from './FormDialogs';
export * from './focusFirstField';
