import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './errorMessage';

/** Above a list whose last load failed: what failed, the server's message, and a retry. */
export function LoadFailedAlert({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message ?? undefined}
      action={
        <Button size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * Above a headless list (`useList`): nothing while its last load went well; after a failure,
 * `title`, the failure in the one sentence every app uses, and a retry.
 */
export function ListLoadFailed({
  list,
  title,
}: {
  list: { error?: unknown; retry: () => void };
  title: string;
}) {
  const describe = useErrorMessage();
  if (list.error === undefined) return null;
  return <LoadFailedAlert title={title} message={describe(list.error)} onRetry={list.retry} />;
}
