import {
  DeleteOutlined,
  FolderOutlined,
  MailOutlined,
  PaperClipOutlined,
  SearchOutlined,
  TagOutlined,
} from '@ant-design/icons';
import {
  type Email,
  type EmailFolder,
  type EmailLabel,
  type EmailListResponse,
  type EmailView,
} from '@tessera/api-client';
import { LoadFailedAlert, UserAvatar, useErrorMessage } from '@tessera/ui';
import { Button, Checkbox, Dropdown, Empty, Input, Pagination, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelColours, previewText, shortTime } from '../model/mailbox';
import { useMailMenus } from './menus';
import { StarToggle } from './StarToggle';
import { useMailActions } from './useMailActions';

interface MailListProps {
  folder: EmailView;
  label?: EmailLabel;
  q: string;
  page: number;
  perPage: number;
  answer?: EmailListResponse;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  onRetry: () => void;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
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

/** The search box: it keeps what is typed, and tells the URL once typing pauses. */
function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('email');
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q.trim()) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);
  return (
    <Input
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('list.search')}
      aria-label={t('list.search')}
      className="email-list__search"
    />
  );
}

export function MailList(props: MailListProps) {
  const { folder, label, q, answer, isLoading, error, onOpen } = props;
  const { t, i18n } = useTranslation('email');
  const { moveItems, labelItems } = useMailMenus();
  const errorMessage = useErrorMessage();
  const { update, label: toggleLabel, busy } = useMailActions();
  const emails = useMemo(() => answer?.emails ?? [], [answer]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  // A selection only holds mails the list still shows (after a move, a refetch…).
  useEffect(() => {
    setSelected((current) => {
      const shown = new Set(emails.map((email) => email.id));
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [emails]);

  const ids = [...selected];
  const allSelected = emails.length > 0 && selected.size === emails.length;
  const someSelected = selected.size > 0 && !allSelected;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const bulk = async (changes: Parameters<typeof update>[1]) => {
    if (await update(ids, changes, t('mail.updated', { count: ids.length }))) {
      setSelected(new Set());
    }
  };

  const empty = q
    ? t('list.noMatch', { q })
    : label
      ? t('list.empty.label')
      : t(`list.empty.${folder}`);

  return (
    <section className="email-list" aria-label={t('list.title')}>
      <div className="email-list__toolbar">
        <Checkbox
          checked={allSelected}
          indeterminate={someSelected}
          disabled={emails.length === 0}
          onChange={(event) =>
            setSelected(event.target.checked ? new Set(emails.map((email) => email.id)) : new Set())
          }
          aria-label={t('list.selectAll')}
        />
        <SearchBox q={q} onSearch={props.onSearch} />
      </div>
      {selected.size > 0 && (
        <div
          className="email-list__actions"
          role="toolbar"
          aria-label={t('list.selected', { count: selected.size })}
        >
          <span className="email-list__count">{t('list.selected', { count: selected.size })}</span>
          <Dropdown
            trigger={['click']}
            menu={{
              items: moveItems(folder),
              onClick: ({ key }) => void bulk({ folder: key as EmailFolder }),
            }}
          >
            <Button icon={<FolderOutlined />} disabled={busy}>
              {t('list.moveTo')}
            </Button>
          </Dropdown>
          <Dropdown
            trigger={['click']}
            menu={{
              items: labelItems,
              onClick: async ({ key }) => {
                if (await toggleLabel(ids, key as EmailLabel)) setSelected(new Set());
              },
            }}
          >
            <Button icon={<TagOutlined />} disabled={busy}>
              {t('list.label')}
            </Button>
          </Dropdown>
          <Button
            icon={<MailOutlined />}
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
              icon={<DeleteOutlined />}
              disabled={busy}
              onClick={() => void bulk({ folder: 'trash' })}
            >
              {t('list.trash')}
            </Button>
          )}
        </div>
      )}
      {error !== undefined && (
        <LoadFailedAlert
          title={t('list.failed')}
          message={errorMessage(error)}
          onRetry={props.onRetry}
        />
      )}
      {isLoading ? (
        <ul className="email-list__rows" aria-busy="true">
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
      ) : emails.length === 0 && error === undefined ? (
        <Empty
          className="email-list__empty"
          description={empty}
          image={Empty.PRESENTED_IMAGE_SIMPLE}
        />
      ) : (
        <ul className="email-list__rows" aria-busy={props.isFetching}>
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
                  onChange={() => toggle(email.id)}
                  aria-label={t('list.select', { name: who, subject })}
                />
                <StarToggle
                  starred={email.isStarred}
                  size="small"
                  onToggle={() => void update([email.id], { isStarred: !email.isStarred })}
                />
                <button type="button" className="email-row__open" onClick={() => onOpen(email)}>
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
                  <span className="email-row__meta">
                    {email.labels.map((name) => (
                      <span
                        key={name}
                        className="email-label-dot"
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
      {answer && answer.total > props.perPage && (
        <nav aria-label={t('list.pager')} className="email-list__pager">
          <Pagination
            simple
            current={props.page}
            pageSize={props.perPage}
            total={answer.total}
            onChange={props.onPage}
            showSizeChanger={false}
          />
        </nav>
      )}
    </section>
  );
}
