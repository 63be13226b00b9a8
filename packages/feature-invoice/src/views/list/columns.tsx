import { DownloadOutlined, SendOutlined } from '@ant-design/icons';
import { Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Invoice } from '@tessera/api-client';
import {
  actionsColumn,
  ColorTag,
  DeleteAction,
  EditAction,
  EllipsisText,
  IconAction,
  LtrText,
  UserAvatar,
  Text,
  ViewAction,
} from '@tessera/ui';
import { amountOf, type Formatters } from '../../format';
import { editPath, previewPath } from '../../paths';
import { StatusIcon } from '../shared/StatusIcon';

export interface RowActions {
  send: (invoice: Invoice) => void;
  download: (invoice: Invoice) => void;
  remove: (invoice: Invoice) => void;
  /** The invoice whose PDF is being made, if any. */
  downloading: number | null;
}

/** The balance, or a "Paid" tag when nothing is left to pay. */
export function Balance({
  value,
  format,
  t,
}: {
  value: number | string;
  format: Formatters;
  t: TFunction<'invoice'>;
}) {
  if (amountOf(value) === 0) return <ColorTag color="green">{t('list.paidTag')}</ColorTag>;
  return <LtrText>{format.money(value)}</LtrText>;
}

/** The table's columns; every one sorts on the server by its key. */
export function invoiceColumns(
  t: TFunction<'invoice'>,
  format: Formatters,
  actions: RowActions,
): TableColumnsType<Invoice> {
  return [
    {
      key: 'id',
      title: '#',
      sorter: true,
      render: (_, invoice) => (
        <Link to={previewPath(invoice.id)} aria-label={t('list.openInvoice', { id: invoice.id })}>
          <LtrText>#{invoice.id}</LtrText>
        </Link>
      ),
    },
    {
      key: 'invoiceStatus',
      title: t('columns.status'),
      sorter: true,
      render: (_, invoice) => <StatusIcon status={invoice.invoiceStatus} />,
    },
    {
      key: 'client',
      title: t('columns.client'),
      sorter: true,
      render: (_, invoice) => (
        <Flex gap="small" align="center">
          <UserAvatar name={invoice.client.name} src={invoice.avatar} />
          <div style={{ minWidth: 0, maxWidth: 260 }}>
            <Text strong style={{ display: 'block' }}>
              <EllipsisText>{invoice.client.name}</EllipsisText>
            </Text>
            <Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              <LtrText>{invoice.client.companyEmail}</LtrText>
            </Text>
          </div>
        </Flex>
      ),
    },
    {
      key: 'total',
      title: t('columns.total'),
      sorter: true,
      align: 'end',
      render: (_, invoice) => <LtrText>{format.money(invoice.total)}</LtrText>,
    },
    {
      key: 'issuedDate',
      title: t('columns.issuedDate'),
      sorter: true,
      render: (_, invoice) => format.date(invoice.issuedDate),
    },
    {
      key: 'dueDate',
      title: t('columns.dueDate'),
      sorter: true,
      render: (_, invoice) => format.date(invoice.dueDate),
    },
    {
      key: 'balance',
      title: t('columns.balance'),
      sorter: true,
      align: 'end',
      render: (_, invoice) => <Balance value={invoice.balance} format={format} t={t} />,
    },
    actionsColumn<Invoice>(
      t('columns.actions'),
      (invoice) => (
        <>
          <IconAction
            tip={t('actions.send')}
            label={t('actions.sendInvoice', { id: invoice.id })}
            icon={<SendOutlined aria-hidden />}
            onClick={() => actions.send(invoice)}
          />
          <ViewAction
            tip={t('actions.preview')}
            label={t('actions.previewInvoice', { id: invoice.id })}
            to={previewPath(invoice.id)}
          />
          <IconAction
            tip={t('actions.download')}
            label={t('actions.downloadInvoice', { id: invoice.id })}
            icon={<DownloadOutlined aria-hidden />}
            loading={actions.downloading === invoice.id}
            onClick={() => actions.download(invoice)}
          />
          <EditAction
            label={t('actions.editInvoice', { id: invoice.id })}
            to={editPath(invoice.id)}
          />
          <DeleteAction
            label={t('actions.deleteInvoice', { id: invoice.id })}
            onClick={() => actions.remove(invoice)}
          />
        </>
      ),
      { gap: 2 },
    ),
  ];
}
