import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyView, LoadFailedAlert, PageHeader, useErrorMessage } from '@tessera/ui';
import { openApiUrl, useOpenApiDocument } from './useOpenApiDocument';
import './reference.css';

/** The reference's placeholder, of its height, while the document or the library loads. */
function ReferencePlaceholder() {
  const { t } = useTranslation('api-reference');
  return (
    <div className="api-reference__frame" role="status" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows: 10 }} />
    </div>
  );
}

/** RapiDoc (about 220 KB gzip) loads with this page's first document, never with another page. */
const Reference = lazyView(() => import('./Reference'), <ReferencePlaceholder />);

/** `/api-reference`: the contract's OpenAPI document, read with RapiDoc. */
export default function ApiReferencePage() {
  const { t } = useTranslation('api-reference');
  const describe = useErrorMessage();
  const answer = useOpenApiDocument();

  return (
    <>
      <PageHeader
        title={t('titles.reference')}
        description={t('description')}
        extra={
          <Button href={openApiUrl} download="openapi.json">
            {t('download')}
          </Button>
        }
      />
      {answer.status === 'failed' ? (
        <LoadFailedAlert
          title={t('failed')}
          message={describe(answer.error)}
          onRetry={answer.retry}
        />
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          {answer.status === 'loaded' ? (
            <Reference document={answer.document} />
          ) : (
            <ReferencePlaceholder />
          )}
        </Card>
      )}
    </>
  );
}
