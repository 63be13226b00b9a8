import { Button } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultView, useAccess } from '@tessera/ui';

interface MiscPageProps {
  /** Its keys in the `misc` namespace: `titles.<key>` and `<key>.description`. */
  messageKey: string;
  status: ComponentProps<typeof ResultView>['status'];
  icon?: ReactNode;
  extra?: ReactNode;
  testId: string;
}

/** One frame for every misc page: a result with a title, a line of text and a way home. */
export function MiscPage({ messageKey, status, icon, extra, testId }: MiscPageProps) {
  const { t } = useTranslation('misc');
  const { homePath } = useAccess();
  const title = t(`titles.${messageKey}`);
  return (
    <section className="misc-page" data-testid={testId}>
      <ResultView
        status={status}
        icon={icon}
        title={<h1 className="misc-page__title">{title}</h1>}
        illustrationTitle={title}
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
