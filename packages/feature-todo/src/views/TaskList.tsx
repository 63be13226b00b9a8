import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  HolderOutlined,
  SortAscendingOutlined,
  StarFilled,
  StarOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { Task, TaskFilter, TaskSort, TaskTag } from '@tessera/api-client';
import { taskSorts } from '@tessera/api-client/todo';
import {
  ColorTag,
  IconAction,
  ListLoadFailed,
  ListSearch,
  Pager,
  useErrorMessage,
  useFeedback,
  UserAvatar,
} from '@tessera/ui';
import { useSortableItem, useSortableSensors } from '@tessera/ui/sortable';
import { Button, Checkbox, Dropdown, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReorderTasksMutation } from '../api';
import { dueDateText, isOverdue, tagColors } from '../model/board';
import type { TaskListController } from './useTaskList';
import { useTaskActions } from './useTaskActions';

interface TaskListProps {
  filter?: TaskFilter;
  tag?: TaskTag;
  list: TaskListController;
  onOpen: (task: Task) => void;
}

interface TaskRowProps {
  task: Task;
  /** Dragging is off when the list is sorted by a field. */
  draggable: boolean;
  deletedView: boolean;
  onOpen: (task: Task) => void;
}

function TaskRow({ task, draggable, deletedView, onOpen }: TaskRowProps) {
  const { t, i18n } = useTranslation('todo');
  const actions = useTaskActions();
  const { item, handle, dragging } = useSortableItem(task.id, { disabled: !draggable });
  const overdue = task.dueDate !== null && !task.isCompleted && isOverdue(task.dueDate);
  return (
    <li
      {...item}
      className={`todo-row${task.isCompleted ? ' todo-row--done' : ''}${dragging ? ' todo-row--dragging' : ''}`}
      data-testid="task-row"
    >
      {draggable && (
        <button
          type="button"
          className="todo-row__handle"
          {...handle}
          aria-label={t('list.drag', { title: task.title })}
        >
          <HolderOutlined aria-hidden />
        </button>
      )}
      <Checkbox
        checked={task.isCompleted}
        disabled={deletedView}
        onChange={() => void actions.toggleCompleted(task)}
        aria-label={t('list.complete', { title: task.title })}
      />
      <button
        type="button"
        className="side-panel-list__open todo-row__open"
        onClick={() => onOpen(task)}
      >
        <span className="todo-row__title">{task.title}</span>
        <span className="side-panel-list__meta">
          {task.tags.map((tag) => (
            <ColorTag key={tag} color={tagColors[tag]}>
              {t(`tags.${tag}`)}
            </ColorTag>
          ))}
          {task.dueDate !== null && (
            <time
              dateTime={task.dueDate}
              className={`todo-row__due${overdue ? ' todo-row__due--late' : ''}`}
            >
              {overdue && <span className="sr-only">{t('list.overdue')}: </span>}
              {dueDateText(task.dueDate, i18n.language)}
            </time>
          )}
          {task.assignee ? (
            <span title={task.assignee.fullName} className="todo-row__assignee">
              <UserAvatar name={task.assignee.fullName} src={task.assignee.avatar} size={28} />
              <span className="sr-only">
                {t('list.assignedTo', { name: task.assignee.fullName })}
              </span>
            </span>
          ) : (
            <span className="todo-row__assignee" aria-hidden />
          )}
        </span>
      </button>
      {deletedView ? (
        <IconAction
          label={t('actions.restoreTask', { title: task.title })}
          tip={t('actions.restore')}
          icon={<UndoOutlined aria-hidden />}
          onClick={() => void actions.restore(task)}
        />
      ) : (
        <IconAction
          label={t('list.important', { title: task.title })}
          tip={t('fields.important')}
          className={`todo-star${task.isImportant ? ' todo-star--on' : ''}`}
          icon={task.isImportant ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
          aria-pressed={task.isImportant}
          onClick={() => void actions.toggleImportant(task)}
        />
      )}
    </li>
  );
}

/** What a screen reader hears while a task is dragged, in the reader's language. */
function useAnnouncements(tasks: Task[]): Announcements {
  const { t } = useTranslation('todo');
  return useMemo(() => {
    const titleOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? '';
    const placeOf = (id: UniqueIdentifier | undefined) =>
      tasks.findIndex((task) => task.id === id) + 1;
    return {
      onDragStart: ({ active }) => t('drag.picked', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('drag.over', { title: titleOf(active.id), place: placeOf(over.id) })
          : t('drag.outside', { title: titleOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.dropped', { title: titleOf(active.id), place: placeOf(over.id) })
          : t('drag.cancelled', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancelled', { title: titleOf(active.id) }),
    };
  }, [tasks, t]);
}

/** The search, the sort menu and the tasks: ticked, starred, opened, and dragged into order. */
export function TaskList({ filter, tag, list, onOpen }: TaskListProps) {
  const { t } = useTranslation('todo');
  const describe = useErrorMessage();
  const { message } = useFeedback();
  const [reorderTasks] = useReorderTasksMutation();
  const tasks = list.rows;
  const sortBy: TaskSort = list.params.sortBy || 'latest';
  // Only the board's own order can be rearranged: a sorted list would put a task right back.
  const draggable = sortBy === 'latest' && tasks.length > 1;
  const sensors = useSortableSensors();
  const announcements = useAnnouncements(tasks);

  const drop = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = tasks.map((task) => task.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    try {
      await reorderTasks({ ids: arrayMove(ids, from, to) }).unwrap();
    } catch (failure) {
      void message.error(describe(failure));
    }
  };

  const empty = list.params.q
    ? t('list.noMatch', { q: list.params.q })
    : t(tag ? 'list.empty.tag' : `list.empty.${filter ?? 'all'}`);

  return (
    <section className="todo-list" aria-label={t('list.title')}>
      <div className="side-panel-list__toolbar">
        <ListSearch {...list.search} placeholder={t('list.search')} label={t('list.search')} />
        <Dropdown
          trigger={['click']}
          menu={{
            items: taskSorts.map((sort) => ({ key: sort, label: t(`sort.${sort}`) })),
            selectable: true,
            selectedKeys: [sortBy],
            onClick: ({ key }) =>
              list.setParams({ sortBy: key === 'latest' ? '' : (key as TaskSort) }),
          }}
        >
          <Button icon={<SortAscendingOutlined aria-hidden />}>
            <span className="sr-only">{t('sort.label')}: </span>
            {t(`sort.${sortBy}`)}
          </Button>
        </Dropdown>
      </div>
      <ListLoadFailed list={list} title={t('list.failed')} />
      {list.loading ? (
        <ul className="side-panel-list__rows" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="todo-row todo-row--skeleton">
              <Skeleton active title={false} paragraph={{ rows: 1, width: '90%' }} />
            </li>
          ))}
        </ul>
      ) : tasks.length === 0 && list.error === undefined ? (
        <Empty
          className="side-panel-list__empty"
          description={empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void drop(event)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('drag.instructions') },
          }}
        >
          <SortableContext
            items={tasks.map((task) => task.id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className="side-panel-list__rows" aria-busy={list.fetching}>
              {tasks.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  draggable={draggable}
                  deletedView={filter === 'deleted'}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {list.total > list.params.perPage && (
        <nav aria-label={t('list.pager')} className="side-panel-list__pager">
          <Pager simple {...list.pager} showSizeChanger={false} />
        </nav>
      )}
    </section>
  );
}
