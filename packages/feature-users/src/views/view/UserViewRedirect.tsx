import { useTranslation } from 'react-i18next';
import { NewestRecordRedirect } from '@tessera/ui';
import { useFirstUserIdQuery } from '../../api';
import { userPath } from '../../paths';
import { BackToList } from './BackToList';

/** `/apps/user/view` alone: opens the list's first user (asked as a one-row page). */
export default function UserViewRedirect() {
  const { t } = useTranslation('users');
  return (
    <NewestRecordRedirect
      useNewestId={useFirstUserIdQuery}
      to={userPath}
      texts={{
        title: t('titles.view'),
        loading: t('view.loading'),
        empty: t('view.noUsers'),
        failed: t('view.failed'),
      }}
      back={<BackToList />}
    />
  );
}
