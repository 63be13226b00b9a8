import {
  DollarOutlined,
  DownloadOutlined,
  EditOutlined,
  PrinterOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Row } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog, LinkButton, PageHeader, RecordSkeleton, useRecordPage } from '@tessera/ui';
import { useGetInvoiceQuery } from '../../api';
import { amountOf } from '../../format';
import { editPath, printPath } from '../../paths';
import { useDownloadPdf } from '../../pdf/useDownloadPdf';
import { InvoiceDocument } from '../shared/InvoiceDocument';
import { BackToList } from '../shared/BackToList';
import { InvoiceUnavailable } from '../shared/InvoiceUnavailable';
import { SendInvoiceDrawer } from '../shared/lazy';
import { StatusTag } from '../shared/StatusIcon';

// The payment drawer loads when first opened, not with the preview.
const AddPaymentDrawer = lazyDialog(() =>
  import('./AddPaymentDrawer').then(({ AddPaymentDrawer }) => ({ default: AddPaymentDrawer })),
);

/** `/apps/invoice/preview/:id`: the document, and what can be done with it. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation('invoice');
  const page = useRecordPage(useGetInvoiceQuery);
  const { id, record: detail } = page;
  const { download, pending } = useDownloadPdf();
  const [sending, setSending] = useState(false);
  const [paying, setPaying] = useState(false);
  const closeSend = useCallback(() => setSending(false), []);
  const closePayment = useCallback(() => setPaying(false), []);

  if (page.unavailable) return <InvoiceUnavailable page={page} id={page.param} />;

  const invoice = detail?.invoice;
  return (
    <>
      <PageHeader
        title={t('titles.previewOf', { id })}
        description={invoice && <StatusTag status={invoice.invoiceStatus} />}
        extra={<BackToList />}
      />
      {!detail || !invoice ? (
        <RecordSkeleton
          label={t('preview.loading')}
          columns={[
            { span: 17, rows: 16 },
            { span: 7, rows: 5, title: false },
          ]}
        />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={17}>
            <InvoiceDocument detail={detail} />
          </Col>
          <Col xs={24} lg={7}>
            <Card>
              <Flex vertical gap="small">
                <Button
                  type="primary"
                  block
                  icon={<SendOutlined aria-hidden />}
                  onClick={() => setSending(true)}
                >
                  {t('actions.send')}
                </Button>
                <Button
                  block
                  icon={<DownloadOutlined aria-hidden />}
                  loading={pending === invoice.id}
                  onClick={() => void download(detail)}
                >
                  {t('actions.download')}
                </Button>
                <LinkButton to={printPath(invoice.id)} block icon={<PrinterOutlined aria-hidden />}>
                  {t('actions.print')}
                </LinkButton>
                <LinkButton to={editPath(invoice.id)} block icon={<EditOutlined aria-hidden />}>
                  {t('actions.edit')}
                </LinkButton>
                <Button
                  block
                  icon={<DollarOutlined aria-hidden />}
                  disabled={amountOf(invoice.balance) <= 0}
                  onClick={() => setPaying(true)}
                >
                  {t('actions.addPayment')}
                </Button>
              </Flex>
            </Card>
          </Col>
        </Row>
      )}
      <SendInvoiceDrawer invoice={sending && invoice ? invoice : null} onClose={closeSend} />
      {invoice && <AddPaymentDrawer invoice={invoice} open={paying} onClose={closePayment} />}
    </>
  );
}
