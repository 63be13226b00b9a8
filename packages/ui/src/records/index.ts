export * from './useRecordPage';
export * from './RecordUnavailable';
export * from './NewestRecordRedirect';
export * from './RecordSkeleton';
