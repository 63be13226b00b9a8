import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@tessera/ui';
import { listPath } from '../../paths';

export function BackToList() {
  const { t } = useTranslation('users');
  return (
    <LinkButton to={listPath} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('view.backToList')}
    </LinkButton>
  );
}
