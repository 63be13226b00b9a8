import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Thing } from '@tessera/api-client';
import { actionsColumn, DeleteAction, EllipsisText, ViewAction } from '@tessera/ui';
import { thingPath } from '../../paths';
import { StatusTag } from '../shared/StatusTag';

/** The table's columns; the sortable ones are keyed by the server's sortColumn. */
export function thingColumns(
  t: TFunction<'things'>,
  dates: Intl.DateTimeFormat,
  onDelete: (thing: Thing) => void,
): TableColumnsType<Thing> {
  return [
    {
      key: 'name',
      title: t('fields.name'),
      sorter: true,
      render: (_, thing) => (
        <Link to={thingPath(thing.id)}>
          <EllipsisText>{thing.name}</EllipsisText>
        </Link>
      ),
    },
    { key: 'owner', title: t('fields.owner'), sorter: true, render: (_, thing) => thing.owner },
    {
      key: 'status',
      title: t('fields.status'),
      sorter: true,
      render: (_, thing) => <StatusTag status={thing.status} />,
    },
    {
      key: 'updatedAt',
      title: t('fields.updatedAt'),
      sorter: true,
      render: (_, thing) => dates.format(new Date(thing.updatedAt)),
    },
    actionsColumn<Thing>(t('actions.view'), (thing) => (
      <>
        <ViewAction
          tip={t('actions.view')}
          label={t('actions.viewThing', { name: thing.name })}
          to={thingPath(thing.id)}
        />
        <DeleteAction
          tip={t('actions.delete')}
          label={t('actions.deleteThing', { name: thing.name })}
          onClick={() => onDelete(thing)}
        />
      </>
    )),
  ];
}
