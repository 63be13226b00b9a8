// The list kit: what every server-backed list screen is made of (URL params, search box,
// filters, paged table, CSV export, confirmations, avatars, statistic cards, error text).
export * from './useListParams';
export * from './useDebouncedValue';
export * from './ListToolbar';
export * from './FilterSelect';
export * from './ServerTable';
export * from './StaticTable';
export * from './TableFrame';
export * from './csv';
export * from './useConfirm';
export * from './StatCard';
export * from './UserAvatar';
export * from './ColorTag';
export * from './errorMessage';
export * from './useTrackedMutation';
export * from './LoadFailedAlert';
export * from './useLastPageGuard';
