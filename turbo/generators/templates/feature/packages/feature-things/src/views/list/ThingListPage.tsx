import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Thing, ThingListResponse } from '@tessera/api-client';
import { thingSortColumns, thingStatuses } from '@tessera/api-client/things';
import { FilterSelect, ListCard, PageHeader, useListController } from '@tessera/ui';
import { useListThingsQuery } from '../../api';
import { thingPath } from '../../paths';
import { ThingDrawer } from '../shared/lazy';
import { useDateFormat } from '../shared/useDateFormat';
import { useDeleteThing } from '../shared/useDeleteThing';
import { thingColumns } from './columns';

/** What the list lets the user choose: 10 a page, by name ascending. */
const thingList = {
  filters: { status: thingStatuses },
  sort: { columns: thingSortColumns, column: 'name' },
  rows: (data: ThingListResponse) => ({ rows: data.things, total: data.total }),
} as const;

/** `/apps/things`: the searchable, filterable, sortable, paged list; add and delete. */
export default function ThingListPage() {
  const { t } = useTranslation('things');
  const navigate = useNavigate();
  const dates = useDateFormat();
  const list = useListController(useListThingsQuery, thingList);
  const deleteThing = useDeleteThing();
  const [adding, setAdding] = useState(false);
  const closeAddForm = useCallback(() => setAdding(false), []);

  const statusOptions = thingStatuses.map((status) => ({
    value: status,
    label: t(`statuses.${status}`),
  }));
  const emptyText = {
    empty: t('list.empty'),
    noMatch: t('list.noMatch'),
    failed: t('list.failed'),
  };

  return (
    <>
      <PageHeader title={t('titles.list')} description={t('list.description')} />
      <ListCard<Thing>
        list={list}
        search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
        filters={
          <FilterSelect
            label={t('fields.status')}
            placeholder={t('list.anyStatus')}
            options={statusOptions}
            {...list.filter('status')}
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t('actions.add')}
          </Button>
        }
        rowKey="id"
        columns={thingColumns(t, dates, (thing) => void deleteThing(thing))}
        caption={t('list.caption')}
        emptyText={emptyText}
        onRowClick={(thing) => navigate(thingPath(thing.id))}
      />
      <ThingDrawer open={adding} onClose={closeAddForm} />
    </>
  );
}
