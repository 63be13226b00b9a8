import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BackLink,
  PageHeader,
  RecordSkeleton,
  RecordUnavailable,
  useRecordPage,
} from '@tessera/ui';
import { useGetThingQuery } from '../../api';
import { listPath } from '../../paths';
import { ThingDrawer } from '../shared/lazy';
import { StatusTag } from '../shared/StatusTag';
import { useDateFormat } from '../shared/useDateFormat';
import { useDeleteThing } from '../shared/useDeleteThing';

function BackToList() {
  const { t } = useTranslation('things');
  return <BackLink to={listPath}>{t('actions.backToList')}</BackLink>;
}

/** `/apps/things/:id`: one thing's fields; edit it in the drawer, or delete it. */
export default function ThingPage() {
  const { t } = useTranslation('things');
  const navigate = useNavigate();
  const dates = useDateFormat();
  const page = useRecordPage(useGetThingQuery);
  const thing = page.record;
  const deleteThing = useDeleteThing();
  const [editing, setEditing] = useState(false);
  const closeEditForm = useCallback(() => setEditing(false), []);

  if (page.unavailable) {
    return (
      <RecordUnavailable
        page={page}
        notFound={{
          title: t('record.notFound.title'),
          description: t('record.notFound.description', { id: page.param }),
        }}
        failed={t('record.failed')}
        back={<BackToList />}
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
      {thing ? (
        <Card>
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
        </Card>
      ) : (
        <RecordSkeleton
          label={t('record.loading')}
          columns={[{ span: 24, rows: 4, title: false }]}
        />
      )}
      {thing && <ThingDrawer open={editing} thing={thing} onClose={closeEditForm} />}
    </>
  );
}
