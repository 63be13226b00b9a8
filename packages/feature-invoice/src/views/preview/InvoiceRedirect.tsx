import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NewestRecordRedirect } from '@tessera/ui';
import { useNewestInvoiceIdQuery } from '../../api';
import { editBasePath, editPath, previewPath } from '../../paths';
import { BackToList } from '../shared/BackToList';

/** `/apps/invoice/preview` or `/edit` alone (menu, search): opens the newest invoice. */
export default function InvoiceRedirect() {
  const { t } = useTranslation('invoice');
  const editing = useLocation().pathname.startsWith(editBasePath);
  return (
    <NewestRecordRedirect
      useNewestId={useNewestInvoiceIdQuery}
      to={editing ? editPath : previewPath}
      texts={{
        title: t(editing ? 'titles.edit' : 'titles.preview'),
        loading: t('preview.loading'),
        empty: t('list.empty'),
        failed: t('preview.failed'),
      }}
      back={<BackToList />}
    />
  );
}
