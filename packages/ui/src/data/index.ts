// The list kit: what every server-backed list screen is made of (its controller: URL params,
// query and last-page guard; search box, filters, paged table, CSV export, confirmations,
// avatars, statistic cards, error text).
export * from './useList';
export * from './useListController';
export * from './useSelection';
export * from './ListToolbar';
export * from './ListCard';
export * from './FilterSelect';
export * from './Pager';
export * from './ServerTable';
export * from './StaticTable';
export * from './TableFrame';
export * from './csv';
export * from './useConfirm';
export * from './StatCard';
export * from './UserAvatar';
export * from './ColorTag';
export * from './serverError';
export * from './errorMessage';
export * from './LoadFailedAlert';
