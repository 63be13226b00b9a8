import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyView, LinkButton, PageHeader, PageTitle, useErrorMessage } from '@tessera/ui';
import { listPath } from '../../paths';
import { ThingDrawer } from '../shared/lazy';
import { StatusTag } from '../shared/StatusTag';
import { useDateFormat } from '../shared/useDateFormat';
import { useDeleteThing } from '../shared/useDeleteThing';
import { useThingRecord } from './useThingRecord';

/** A not-found or failure result: antd's Result loads only when the page shows one. */
const ThingResult = lazyView(() => import('./ThingResult'), null);

function BackToList() {
  const { t } = useTranslation('things');
  return (
    <LinkButton to={listPath} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('actions.backToList')}
    </LinkButton>
  );
}

/** `/apps/things/:id`: one thing's fields; edit it in the drawer, or delete it. */
export default function ThingPage() {
  const { t } = useTranslation('things');
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const dates = useDateFormat();
  const { param, thing, notFound, error, retry } = useThingRecord();
  const deleteThing = useDeleteThing();
  const [editing, setEditing] = useState(false);
  const closeEditForm = useCallback(() => setEditing(false), []);

  if (notFound) {
    return (
      <ThingResult
        status="404"
        title={<PageTitle>{t('record.notFound.title')}</PageTitle>}
        subTitle={t('record.notFound.description', { id: param })}
        extra={<BackToList />}
      />
    );
  }
  if (error) {
    return (
      <ThingResult
        status="error"
        title={<PageTitle>{t('record.failed')}</PageTitle>}
        subTitle={describe(error)}
        extra={
          <Button type="primary" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const remove = async () => {
    if (thing && (await deleteThing(thing))) navigate(listPath);
  };

  return (
    <>
      <PageHeader
        title={thing?.name ?? t('titles.record')}
        extra={
          <>
            <BackToList />
            <Button
              icon={<EditOutlined aria-hidden />}
              disabled={!thing}
              onClick={() => setEditing(true)}
            >
              {t('actions.edit')}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} disabled={!thing} onClick={remove}>
              {t('actions.delete')}
            </Button>
          </>
        }
      />
      <Card>
        {thing ? (
          <Descriptions
            column={1}
            items={[
              { key: 'name', label: t('fields.name'), children: thing.name },
              { key: 'owner', label: t('fields.owner'), children: thing.owner },
              {
                key: 'status',
                label: t('fields.status'),
                children: <StatusTag status={thing.status} />,
              },
              {
                key: 'updatedAt',
                label: t('fields.updatedAt'),
                children: dates.format(new Date(thing.updatedAt)),
              },
            ]}
          />
        ) : (
          <div aria-busy="true" aria-label={t('record.loading')}>
            <Skeleton active title={false} paragraph={{ rows: 4 }} />
          </div>
        )}
      </Card>
      {thing && <ThingDrawer open={editing} thing={thing} onClose={closeEditForm} />}
    </>
  );
}
