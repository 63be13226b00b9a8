import {
  DeleteOutlined,
  FolderOutlined,
  MailOutlined,
  PaperClipOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { type Email, type EmailFolder, type EmailLabel, type EmailView } from '@tessera/api-client';
import { ListLoadFailed, ListSearch, Pager, UserAvatar, useSelection } from '@tessera/ui';
import { Button, Checkbox, Dropdown, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelColours, previewText, shortTime } from '../model/mailbox';
import { useMailMenus } from './menus';
import { StarToggle } from './StarToggle';
import { useMailActions } from './useMailActions';
import type { MailListController } from './useMailList';

interface MailListProps {
  folder: EmailView;
  label?: EmailLabel;
  /** The list's controller (`useMailList`): its URL params, rows, pager and state. */
  list: MailListController;
  onOpen: (email: Email) => void;
}

/** The names a row shows: the sender, or the recipients of one's own sent mail and drafts. */
function correspondent(email: Email, folder: EmailView, toNames: (names: string) => string) {
  if (folder === 'sent' || folder === 'draft') {
    const names = email.to.map((person) => person.name || person.email).join(', ');
    return toNames(names || '—');
  }
  return email.from.name || email.from.email;
}

export function MailList(props: MailListProps) {
  const { folder, label, list, onOpen } = props;
  const { t, i18n } = useTranslation('email');
  const { moveItems, labelItems } = useMailMenus();
  const { update, label: toggleLabel, busy } = useMailActions();
  const emails = list.rows;
  const selected = useSelection(
    emails.map((email) => email.id),
    list.selectionKey,
  );
  const { ids } = selected;
  const q = list.params.q;

  /** A change to every selected mail, in one request; the selection stays if it is refused. */
  const bulk = async (changes: Parameters<typeof update>[1]) => {
    if (await update([...ids], changes, t('mail.updated', { count: ids.length }))) {
      selected.clear();
    }
  };

  const empty = q
    ? t('list.noMatch', { q })
    : label
      ? t('list.empty.label')
      : t(`list.empty.${folder}`);

  return (
    <section className="email-list" aria-label={t('list.title')}>
      <div className="side-panel-list__toolbar">
        <Checkbox
          checked={selected.page === 'all'}
          indeterminate={selected.page === 'some'}
          disabled={emails.length === 0}
          onChange={(event) => selected.selectPage(event.target.checked)}
          aria-label={t('list.selectAll')}
        />
        <ListSearch {...list.search} placeholder={t('list.search')} label={t('list.search')} />
      </div>
      {selected.count > 0 && (
        <div
          className="email-list__actions"
          role="toolbar"
          aria-label={t('list.selected', { count: selected.count })}
        >
          <span className="email-list__count">{t('list.selected', { count: selected.count })}</span>
          <Dropdown
            trigger={['click']}
            menu={{
              items: moveItems(folder),
              onClick: ({ key }) => void bulk({ folder: key as EmailFolder }),
            }}
          >
            <Button icon={<FolderOutlined aria-hidden />} disabled={busy}>
              {t('list.moveTo')}
            </Button>
          </Dropdown>
          <Dropdown
            trigger={['click']}
            menu={{
              items: labelItems,
              onClick: async ({ key }) => {
                if (await toggleLabel([...ids], key as EmailLabel)) selected.clear();
              },
            }}
          >
            <Button icon={<TagOutlined aria-hidden />} disabled={busy}>
              {t('list.label')}
            </Button>
          </Dropdown>
          <Button
            icon={<MailOutlined aria-hidden />}
            disabled={busy}
            onClick={() => void bulk({ isRead: true })}
          >
            {t('list.markRead')}
          </Button>
          <Button disabled={busy} onClick={() => void bulk({ isRead: false })}>
            {t('list.markUnread')}
          </Button>
          {folder !== 'trash' && (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={busy}
              onClick={() => void bulk({ folder: 'trash' })}
            >
              {t('list.trash')}
            </Button>
          )}
        </div>
      )}
      <ListLoadFailed list={list} title={t('list.failed')} />
      {list.loading ? (
        <ul className="side-panel-list__rows" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="email-row email-row--skeleton">
              <Skeleton
                active
                avatar={{ size: 32 }}
                title={false}
                paragraph={{ rows: 1, width: '90%' }}
              />
            </li>
          ))}
        </ul>
      ) : emails.length === 0 && list.error === undefined ? (
        <Empty
          className="side-panel-list__empty"
          description={empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      ) : (
        <ul className="side-panel-list__rows" aria-busy={list.fetching}>
          {emails.map((email) => {
            const who = correspondent(email, folder, (names) => t('list.to', { names }));
            const subject = email.subject || t('list.noSubject');
            return (
              <li
                key={email.id}
                className={`email-row${email.isRead ? '' : ' email-row--unread'}${selected.has(email.id) ? ' email-row--selected' : ''}`}
                data-testid="email-row"
              >
                <Checkbox
                  checked={selected.has(email.id)}
                  onChange={() => selected.toggle(email.id)}
                  aria-label={t('list.select', { name: who, subject })}
                />
                <StarToggle
                  starred={email.isStarred}
                  size="small"
                  onToggle={() => void update([email.id], { isStarred: !email.isStarred })}
                />
                <button
                  type="button"
                  className="side-panel-list__open email-row__open"
                  onClick={() => onOpen(email)}
                >
                  <UserAvatar
                    name={email.from.name || email.from.email}
                    src={email.from.avatar || undefined}
                    size={32}
                  />
                  <span className="email-row__text">
                    <span className="email-row__who">
                      {!email.isRead && <span className="sr-only">{t('list.unreadMark')}: </span>}
                      {who}
                    </span>
                    <span className="email-row__subject">
                      <span className="email-row__title">{subject}</span>
                      <span className="email-row__preview"> — {previewText(email.message)}</span>
                    </span>
                  </span>
                  <span className="side-panel-list__meta">
                    {email.labels.map((name) => (
                      <span
                        key={name}
                        className="side-panel-nav__dot"
                        style={{ background: labelColours[name] }}
                        title={t(`labels.${name}`)}
                        aria-label={t(`labels.${name}`)}
                        role="img"
                      />
                    ))}
                    {email.attachments.length > 0 && (
                      <PaperClipOutlined aria-label={t('list.attachments')} role="img" />
                    )}
                    <time dateTime={email.time}>{shortTime(email.time, i18n.language)}</time>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list.total > list.params.perPage && (
        <nav aria-label={t('list.pager')} className="side-panel-list__pager">
          <Pager simple {...list.pager} showSizeChanger={false} />
        </nav>
      )}
    </section>
  );
}
