import {
  CheckCircleOutlined,
  DeleteOutlined,
  PlusOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { TaskFilter, TaskTag } from '@tessera/api-client';
import { taskFilters, taskTags } from '@tessera/api-client/todo';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tagColors } from '../model/board';
import { viewPath } from '../paths';

const filterIcons: Record<TaskFilter | 'all', ReactNode> = {
  all: <UnorderedListOutlined />,
  important: <StarOutlined />,
  completed: <CheckCircleOutlined />,
  deleted: <DeleteOutlined />,
};

interface SidebarProps {
  filter?: TaskFilter;
  tag?: TaskTag;
  onAdd: () => void;
  /** After a choice (closes the drawer on phones). */
  onNavigate?: () => void;
}

/** Add a task, the views (every task, important, completed, deleted) and the tags in colour. */
export function Sidebar({ filter, tag, onAdd, onNavigate }: SidebarProps) {
  const { t } = useTranslation('todo');
  const { token } = theme.useToken();
  const views: (TaskFilter | 'all')[] = ['all', ...taskFilters];
  return (
    <nav className="todo-sidebar__content" aria-label={t('sidebar.title')}>
      <Button type="primary" block icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {t('actions.add')}
      </Button>
      <h2 className="side-panel-nav__heading">{t('sidebar.filters')}</h2>
      <ul className="side-panel-nav__list">
        {views.map((view) => (
          <li key={view}>
            <Link
              to={viewPath(view === 'all' ? {} : { filter: view })}
              className="side-panel-nav__link"
              aria-current={!tag && (filter ?? 'all') === view ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span aria-hidden>{filterIcons[view]}</span>
              <span>{t(`filters.${view}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="side-panel-nav__heading">{t('sidebar.tags')}</h2>
      <ul className="side-panel-nav__list">
        {taskTags.map((name) => (
          <li key={name}>
            <Link
              to={viewPath({ tag: name })}
              className="side-panel-nav__link"
              aria-current={tag === name ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span
                className="side-panel-nav__dot"
                style={{ background: token[`${tagColors[name]}6`] }}
                aria-hidden
              />
              <span>{t(`tags.${name}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
