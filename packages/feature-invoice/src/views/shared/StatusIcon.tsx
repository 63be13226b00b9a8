import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  PieChartOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@tessera/api-client';
import { ColorTag, LazyTooltip, type TagColor } from '@tessera/ui';
import { keyOf } from './keys';

/** Each status's icon and colour (dark shade on a light tint: readable in both skins). */
export const statusLooks: Record<InvoiceStatus, { icon: ReactNode; color: TagColor }> = {
  Paid: { icon: <CheckCircleOutlined aria-hidden />, color: 'green' },
  Downloaded: { icon: <DownloadOutlined aria-hidden />, color: 'cyan' },
  Sent: { icon: <SendOutlined aria-hidden />, color: 'blue' },
  Draft: { icon: <EditOutlined aria-hidden />, color: 'purple' },
  'Partial Payment': { icon: <PieChartOutlined aria-hidden />, color: 'orange' },
  'Past Due': { icon: <ExclamationCircleOutlined aria-hidden />, color: 'red' },
};

/** A round status icon; its tooltip (mounted when first used) and its accessible name say the status. */
export function StatusIcon({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoice');
  const { token } = theme.useToken();
  const look = statusLooks[status];
  const label = t(`statuses.${keyOf(status)}`);
  return (
    <LazyTooltip title={label}>
      <span
        role="img"
        aria-label={label}
        tabIndex={0}
        className="invoice-status-icon"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 30,
          height: 30,
          borderRadius: '50%',
          color: token[`${look.color}8`],
          background: token[`${look.color}1`],
        }}
      >
        {look.icon}
      </span>
    </LazyTooltip>
  );
}

/** The status as a tag with its icon and name (preview). */
export function StatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoice');
  const look = statusLooks[status];
  return (
    <ColorTag color={look.color} icon={look.icon}>
      {t(`statuses.${keyOf(status)}`)}
    </ColorTag>
  );
}
