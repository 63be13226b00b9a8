import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox } from 'antd';
import { useCallback, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Invoice, type InvoiceListResponse } from '@tessera/api-client';
import { invoiceSortColumns, invoiceStatuses } from '@tessera/api-client/invoice';
import {
  FilterSelect,
  LinkButton,
  ListToolbar,
  PageHeader,
  ServerTable,
  useConfirm,
  useErrorMessage,
  useListController,
  useFeedback,
} from '@tessera/ui';
import { useListInvoicesQuery, useRemoveInvoiceMutation } from '../../api';
import { useFormat } from '../../format';
import { addPath, previewPath } from '../../paths';
import { useDownloadPdf } from '../../pdf/useDownloadPdf';
import { keyOf } from '../shared/keys';
import { SendInvoiceDrawer } from '../shared/lazy';
import { invoiceColumns } from './columns';

/** What the list lets the user choose (SPEC §9: 10 a page; newest first). */
const invoiceList = {
  filters: { status: invoiceStatuses },
  sort: { columns: invoiceSortColumns, column: 'id', order: 'desc' },
  rows: (data: InvoiceListResponse) => ({ rows: data.invoices, total: data.total }),
} as const;

/** `/apps/invoice/list`: the searchable, filterable, sortable, paged invoices, with bulk delete. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const format = useFormat();
  const list = useListController(useListInvoicesQuery, invoiceList);
  const [removeInvoice] = useRemoveInvoiceMutation();
  const { download, pending: downloading } = useDownloadPdf();
  const [sending, setSending] = useState<Invoice | null>(null);
  const closeSend = useCallback(() => setSending(null), []);
  const [selected, setSelected] = useState<Key[]>([]);
  const [removing, setRemoving] = useState(false);
  const counts = list.result.data?.allData.byStatus;
  const pageIds = list.table.dataSource.map((invoice) => invoice.id);
  const selectedOnPage = pageIds.filter((id) => selected.includes(id)).length;
  const pageSelected =
    selectedOnPage === 0 ? 'none' : selectedOnPage === pageIds.length ? 'all' : 'some';
  /** Adds this page's rows to the selection, or takes them out of it. */
  const selectPage = (select: boolean) =>
    setSelected((keys) =>
      select
        ? [...new Set([...keys, ...pageIds])]
        : keys.filter((key) => !pageIds.includes(Number(key))),
    );

  const remove = async (invoice: Invoice) => {
    const confirmed = await confirm({
      title: t('delete.title', { id: invoice.id }),
      content: t('delete.content'),
      okText: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeInvoice({ id: invoice.id }).unwrap();
      setSelected((keys) => keys.filter((key) => key !== invoice.id));
      void message.success(t('delete.done', { id: invoice.id }));
    } catch (failure) {
      void message.error(describe(failure));
    }
  };

  /** Deletes the selected invoices one by one; those that fail stay selected. */
  const removeSelected = async () => {
    const ids = selected.map(Number);
    const confirmed = await confirm({
      title: t('bulkDelete.title', { count: ids.length }),
      content: t('delete.content'),
      okText: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    setRemoving(true);
    const failed: Key[] = [];
    let lastFailure: unknown;
    for (const id of ids) {
      try {
        await removeInvoice({ id }).unwrap();
      } catch (failure) {
        failed.push(id);
        lastFailure = failure;
      }
    }
    setRemoving(false);
    setSelected(failed);
    if (failed.length) {
      void message.error(
        t('bulkDelete.failed', { count: failed.length, reason: describe(lastFailure) }),
      );
    }
    if (failed.length < ids.length) {
      void message.success(t('bulkDelete.done', { count: ids.length - failed.length }));
    }
  };

  const columns = useMemo(
    () =>
      invoiceColumns(t, format, {
        send: setSending,
        download: (invoice) => void download(invoice.id),
        remove,
        downloading,
      }),
    // `remove` reads the latest selection through its setter: no need to rebuild for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, format, download, downloading],
  );

  return (
    <>
      <PageHeader title={t('titles.list')} description={t('list.description')} />
      <Card>
        <ListToolbar
          search={{
            ...list.search,
            placeholder: t('list.searchPlaceholder'),
            label: t('list.search'),
          }}
          filters={
            <FilterSelect
              label={t('columns.status')}
              placeholder={t('list.anyStatus')}
              options={invoiceStatuses.map((status) => ({
                value: status,
                label: counts
                  ? t('list.statusWithCount', {
                      status: t(`statuses.${keyOf(status)}`),
                      count: counts[status],
                    })
                  : t(`statuses.${keyOf(status)}`),
              }))}
              width={220}
              {...list.filter('status')}
            />
          }
          actions={
            <>
              <Checkbox
                checked={pageSelected === 'all'}
                indeterminate={pageSelected === 'some'}
                disabled={pageIds.length === 0}
                onChange={(event) => selectPage(event.target.checked)}
              >
                {t('list.selectPage')}
              </Checkbox>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={selected.length === 0}
                loading={removing}
                onClick={removeSelected}
              >
                {t('bulkDelete.button', { count: selected.length })}
              </Button>
              <LinkButton to={addPath} type="primary" icon={<PlusOutlined aria-hidden />}>
                {t('actions.add')}
              </LinkButton>
            </>
          }
        />
        <ServerTable<Invoice>
          {...list.table}
          rowKey="id"
          rowHeight={63} // avatar and two lines: the room a loading page keeps
          columns={columns}
          caption={t('list.caption')}
          rowSelection={{
            // antd copies the header's select-all checkbox into its hidden measuring row, where
            // it is a focusable control inside aria-hidden (axe: aria-hidden-focus). The toolbar
            // has "Select this page" instead.
            hideSelectAll: true,
            columnTitle: <span className="sr-only">{t('list.selectColumn')}</span>,
            selectedRowKeys: selected,
            onChange: setSelected,
            preserveSelectedRowKeys: true,
            getCheckboxProps: (invoice) => ({
              'aria-label': t('list.select', { id: invoice.id }),
            }),
          }}
          emptyText={{
            empty: t('list.empty'),
            noMatch: t('list.noMatch'),
            failed: t('list.failed'),
          }}
          onRowClick={(invoice) => navigate(previewPath(invoice.id))}
        />
      </Card>
      <SendInvoiceDrawer invoice={sending} onClose={closeSend} />
    </>
  );
}
