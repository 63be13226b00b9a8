import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@tessera/ui';
import { listPath } from '../../paths';

export function BackToList() {
  const { t } = useTranslation('invoice');
  return (
    <LinkButton to={listPath} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('actions.backToList')}
    </LinkButton>
  );
}
