import { useTranslation } from 'react-i18next';
import { BackLink } from '@tessera/ui';
import { listPath } from '../../paths';

export function BackToList() {
  const { t } = useTranslation('invoice');
  return <BackLink to={listPath}>{t('actions.backToList')}</BackLink>;
}
