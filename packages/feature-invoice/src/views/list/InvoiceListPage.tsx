import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, type TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Invoice, type InvoiceListResponse } from '@tessera/api-client';
import { invoiceSortColumns, invoiceStatuses } from '@tessera/api-client/invoice';
import {
  FilterSelect,
  LinkButton,
  ListCard,
  listEmptyTexts,
  PageHeader,
  useConfirm,
  useErrorMessage,
  refusedItems,
  useListController,
  useFeedback,
  useSelection,
} from '@tessera/ui';
import {
  useListInvoicesQuery,
  useRemoveInvoiceMutation,
  useRemoveInvoicesMutation,
} from '../../api';
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
  const [removeInvoices, removing] = useRemoveInvoicesMutation();
  const { download, pending: downloading } = useDownloadPdf();
  const [sending, setSending] = useState<Invoice | null>(null);
  const closeSend = useCallback(() => setSending(null), []);
  const counts = list.result.data?.allData.byStatus;
  const pageIds = list.rows.map((invoice) => invoice.id);
  const selection = useSelection(pageIds, list.selectionKey);
  const { clear: unselect, set: setSelection, ids: selectedIds } = selection;

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
      unselect([invoice.id]);
      void message.success(t('delete.done', { id: invoice.id }));
    } catch (failure) {
      void message.error(describe(failure));
    }
  };

  /**
   * Deletes the selected invoices in one request: all of them or, if the server refuses, none.
   * Invoices it no longer has (deleted meanwhile) are named, and leave the selection and the list.
   */
  const removeSelected = async () => {
    const ids = [...selection.ids];
    const confirmed = await confirm({
      title: t('bulkDelete.title', { count: ids.length }),
      content: t('bulkDelete.content', { count: ids.length }),
      okText: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeInvoices({ ids }).unwrap();
      selection.clear(ids);
      void message.success(t('bulkDelete.done', { count: ids.length }));
    } catch (failure) {
      const gone = refusedItems(failure, ids);
      if (gone.length === 0) {
        void message.error(
          t('bulkDelete.failed', { count: ids.length, reason: describe(failure) }),
        );
        return;
      }
      selection.clear(gone);
      list.retry();
      void message.error(
        t('bulkDelete.gone', { count: gone.length, ids: gone.map((id) => `#${id}`).join(', ') }),
      );
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
    // `remove` changes the selection through its setter: no need to rebuild for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, format, download, downloading],
  );

  // Kept while the selection stays the same: the table draws its rows again only when it changes.
  const rowSelection = useMemo<NonNullable<TableProps<Invoice>['rowSelection']>>(
    () => ({
      // antd copies the header's select-all checkbox into its hidden measuring row, where
      // it is a focusable control inside aria-hidden (axe: aria-hidden-focus). The toolbar
      // has "Select this page" instead.
      hideSelectAll: true,
      columnTitle: <span className="sr-only">{t('list.selectColumn')}</span>,
      selectedRowKeys: [...selectedIds],
      onChange: (keys) => setSelection(keys.map(Number)),
      preserveSelectedRowKeys: true,
      getCheckboxProps: (invoice) => ({
        'aria-label': t('list.select', { id: invoice.id }),
      }),
    }),
    [t, selectedIds, setSelection],
  );

  return (
    <>
      <PageHeader title={t('titles.list')} description={t('list.description')} />
      <ListCard<Invoice>
        list={list}
        search={{ placeholder: t('list.searchPlaceholder'), label: t('list.search') }}
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
              checked={selection.page === 'all'}
              indeterminate={selection.page === 'some'}
              disabled={pageIds.length === 0}
              onChange={(event) => selection.selectPage(event.target.checked)}
            >
              {t('list.selectPage')}
            </Checkbox>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={selection.count === 0}
              loading={removing.isLoading}
              onClick={removeSelected}
            >
              {t('bulkDelete.button', { count: selection.count })}
            </Button>
            <LinkButton to={addPath} type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('actions.add')}
            </LinkButton>
          </>
        }
        rowKey="id"
        rowHeight={63} // avatar and two lines: the room a loading page keeps
        columns={columns}
        caption={t('list.caption')}
        rowSelection={rowSelection}
        emptyText={listEmptyTexts(t)}
        onRowClick={(invoice) => navigate(previewPath(invoice.id))}
      />
      <SendInvoiceDrawer invoice={sending} onClose={closeSend} />
    </>
  );
}
