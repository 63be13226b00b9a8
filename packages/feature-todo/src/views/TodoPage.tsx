import { MenuOutlined } from '@ant-design/icons';
import type { Task } from '@tessera/api-client';
import { lazyDialog, ResultView, useMediaQuery } from '@tessera/ui';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
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
  // antd's `md` breakpoint: from here the sidebar sits beside the list.
  const wide = useMediaQuery('(min-width: 768px)', true);
  const [menuOpen, setMenuOpen] = useState(false);
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

  const sidebar = (
    <Sidebar
      filter={filter}
      tag={tag}
      onAdd={() => {
        setMenuOpen(false);
        setOpen('new');
      }}
      onNavigate={() => setMenuOpen(false)}
    />
  );

  return (
    <div className="todo-app">
      {wide ? (
        <aside className="todo-sidebar">{sidebar}</aside>
      ) : (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement="left"
          size={280}
          title={t('sidebar.title')}
        >
          {sidebar}
        </Drawer>
      )}
      <div className="todo-main">
        {!wide && (
          <Button
            className="todo-main__menu"
            icon={<MenuOutlined />}
            onClick={() => setMenuOpen(true)}
          >
            <span className="sr-only">{t('sidebar.open')}: </span>
            {tag ? t(`tags.${tag}`) : t(`filters.${filter ?? 'all'}`)}
          </Button>
        )}
        <TaskList
          key={`${filter ?? ''}/${tag ?? ''}`}
          filter={filter}
          tag={tag}
          list={list}
          onOpen={(row) => setOpen(row.id)}
        />
      </div>
      <TaskDrawer
        open={open === 'new' || task !== undefined}
        task={task}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
