import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle, toServerError } from '@tessera/ui';
import { BackToList } from './BackToList';

/** An unknown (or malformed) invoice id: says so, with the way back to the list. */
export function InvoiceNotFound({ id }: { id: string | undefined }) {
  const { t } = useTranslation('invoice');
  return (
    <Result
      status="404"
      title={<PageTitle>{t('notFound.title')}</PageTitle>}
      subTitle={t('notFound.description', { id })}
      extra={<BackToList />}
    />
  );
}

/** Any other failure to load the invoice: the server's message and a retry. */
export function InvoiceLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('invoice');
  return (
    <Result
      status="error"
      title={<PageTitle>{t('preview.failed')}</PageTitle>}
      subTitle={toServerError(error).message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
