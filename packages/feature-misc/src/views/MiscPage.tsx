import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@tessera/ui';

interface MiscPageProps {
  /** Key prefix in the `misc` namespace: `<key>.title` and `<key>.description`. */
  messageKey: string;
  status: ResultProps['status'];
  icon?: ReactNode;
  extra?: ReactNode;
  testId: string;
}

/** One frame for every misc page: a result with a title, a line of text and a way home. */
export function MiscPage({ messageKey, status, icon, extra, testId }: MiscPageProps) {
  const { t } = useTranslation('misc');
  const { homePath } = useAccess();
  return (
    <section className="misc-page" data-testid={testId}>
      <Result
        status={status}
        icon={icon}
        title={<h1 className="misc-page__title">{t(`titles.${messageKey}`)}</h1>}
        subTitle={t(`${messageKey}.description`)}
        extra={
          extra ?? (
            <Link to={homePath}>
              <Button type="primary">{t('backHome')}</Button>
            </Link>
          )
        }
      />
    </section>
  );
}
