import type { Task } from '@tessera/api-client';
import { lazyDialog, ResultView, SidePanelApp } from '@tessera/ui';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoard } from '../model/board';
import { todoPath } from '../paths';
import { Sidebar } from './Sidebar';
import { TaskList } from './TaskList';
import { useTaskList } from './useTaskList';
import './todo.css';

// The task drawer (and the rich-text editor inside it) loads when first opened.
const TaskDrawer = lazyDialog(() =>
  import('./TaskDrawer').then((module) => ({ default: module.TaskDrawer })),
);

/** The board: the sidebar, the list of a view, and the open task's drawer. */
export default function TodoPage() {
  const { t } = useTranslation('todo');
  const board = useBoard();
  const { filter, tag, open, setOpen } = board;
  const list = useTaskList({ filter, tag }, board.unknown);

  const task: Task | undefined =
    typeof open === 'number' ? list.rows.find((row) => row.id === open) : undefined;
  // A link to a task this view does not show (deleted since, another view's) opens nothing.
  const missing = typeof open === 'number' && list.result.currentData !== undefined && !task;
  useEffect(() => {
    if (missing) setOpen(null, true);
  }, [missing, setOpen]);

  if (board.unknown) {
    return (
      <ResultView
        status="404"
        title={t('list.unknownView')}
        extra={
          <Link to={todoPath}>
            <Button type="primary">{t('filters.all')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <SidePanelApp
      panelTitle={t('sidebar.title')}
      panel={(close) => (
        <Sidebar
          filter={filter}
          tag={tag}
          onAdd={() => {
            close();
            setOpen('new');
          }}
          onNavigate={close}
        />
      )}
      menu={{
        open: t('sidebar.open'),
        current: tag ? t(`tags.${tag}`) : t(`filters.${filter ?? 'all'}`),
      }}
      overlays={
        <TaskDrawer
          open={open === 'new' || task !== undefined}
          task={task}
          onClose={() => setOpen(null)}
        />
      }
    >
      <TaskList
        key={`${filter ?? ''}/${tag ?? ''}`}
        filter={filter}
        tag={tag}
        list={list}
        onOpen={(row) => setOpen(row.id)}
      />
    </SidePanelApp>
  );
}
