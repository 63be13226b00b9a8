import { Button, Result, type ResultProps } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@tessera/ui';

interface MiscPageProps {
  /** Its keys in the `misc` namespace: `titles.<key>` and `<key>.description`. */
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
  const title = t(`titles.${messageKey}`);
  const sectionRef = useRef<HTMLElement>(null);
  // antd's status illustrations carry an English <title> ("No Found"), shown as a tooltip and
  // read by screen readers: they say the page's own, translated title instead.
  useEffect(() => {
    const illustrationTitle = sectionRef.current?.querySelector('.ant-result-image svg title');
    if (illustrationTitle) illustrationTitle.textContent = title;
  }, [title]);
  return (
    <section className="misc-page" data-testid={testId} ref={sectionRef}>
      <Result
        status={status}
        icon={icon}
        title={<h1 className="misc-page__title">{title}</h1>}
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
