import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

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
