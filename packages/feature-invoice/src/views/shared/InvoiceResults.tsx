import { Button, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toServerError } from '@tessera/ui';
import { BackToList } from './BackToList';

function ResultTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** An unknown (or malformed) invoice id: says so, with the way back to the list. */
export function InvoiceNotFound({ id }: { id: string | undefined }) {
  const { t } = useTranslation('invoice');
  return (
    <Result
      status="404"
      title={<ResultTitle>{t('notFound.title')}</ResultTitle>}
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
      title={<ResultTitle>{t('preview.failed')}</ResultTitle>}
      subTitle={toServerError(error).message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
