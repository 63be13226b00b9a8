import {
  DeleteOutlined,
  EditOutlined,
  FileTextOutlined,
  InboxOutlined,
  SendOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { type EmailLabel, type EmailsMeta, type EmailView } from '@tessera/api-client';
import { emailLabels } from '@tessera/api-client/email';
import { Badge, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelColours } from '../model/mailbox';
import { listPath } from '../paths';

const folderIcons: Record<EmailView, ReactNode> = {
  inbox: <InboxOutlined />,
  sent: <SendOutlined />,
  draft: <FileTextOutlined />,
  starred: <StarOutlined />,
  spam: <WarningOutlined />,
  trash: <DeleteOutlined />,
};
const sidebarFolders: EmailView[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'];

interface SidebarProps {
  folder: EmailView;
  label?: EmailLabel;
  /** The badges; undefined until the first list answer. */
  meta?: EmailsMeta;
  onCompose: () => void;
  /** After a choice (closes the drawer on phones). */
  onNavigate?: () => void;
}

/** Compose, the folders with their badges, the labels with their colours. */
export function Sidebar({ folder, label, meta, onCompose, onNavigate }: SidebarProps) {
  const { t } = useTranslation('email');

  /** A count beside a folder; the words are for screen readers, the number for the eye. */
  const counter = (view: EmailView, count: number, text: string, color: string) => (
    <span className="email-sidebar__badge" data-testid={`badge-${view}`}>
      <Badge count={count} color={color} className="email-badge" aria-hidden />
      <span className="sr-only">{text}</span>
    </span>
  );

  const badge = (view: EmailView) => {
    if (!meta) return null;
    if (view === 'draft' && meta.draft > 0) {
      return counter(view, meta.draft, t('sidebar.drafts', { count: meta.draft }), '#4b5563');
    }
    if ((view === 'inbox' || view === 'spam') && meta[view] > 0) {
      const color = view === 'spam' ? '#b42318' : '#3046b8';
      return counter(view, meta[view], t('sidebar.unread', { count: meta[view] }), color);
    }
    return null;
  };

  return (
    <nav className="email-sidebar__content" aria-label={t('sidebar.title')}>
      <Button type="primary" block icon={<EditOutlined aria-hidden />} onClick={onCompose}>
        {t('sidebar.compose')}
      </Button>
      <h2 className="side-panel-nav__heading">{t('sidebar.folders')}</h2>
      <ul className="side-panel-nav__list">
        {sidebarFolders.map((view) => (
          <li key={view}>
            <Link
              to={listPath({ folder: view })}
              className="side-panel-nav__link"
              aria-current={!label && folder === view ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className="email-sidebar__icon" aria-hidden>
                {folderIcons[view]}
              </span>
              <span className="email-sidebar__name">{t(`folders.${view}`)}</span>
              {badge(view)}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="side-panel-nav__heading">{t('sidebar.labels')}</h2>
      <ul className="side-panel-nav__list">
        {emailLabels.map((name) => (
          <li key={name}>
            <Link
              to={listPath({ folder, label: name })}
              className="side-panel-nav__link"
              aria-current={label === name ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span
                className="side-panel-nav__dot"
                style={{ background: labelColours[name] }}
                aria-hidden
              />
              <span className="email-sidebar__name">{t(`labels.${name}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
