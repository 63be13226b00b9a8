import { useTranslation } from 'react-i18next';
import { BackLink } from '@tessera/ui';
import { listPath } from '../../paths';

export function BackToList() {
  const { t } = useTranslation('users');
  return <BackLink to={listPath}>{t('view.backToList')}</BackLink>;
}
