import {
  ArrowLeftOutlined,
  DeleteOutlined,
  FolderOutlined,
  LeftOutlined,
  MailOutlined,
  RightOutlined,
  RollbackOutlined,
  ShareAltOutlined,
  TagOutlined,
} from '@ant-design/icons';
import {
  type EmailFolder,
  type EmailLabel,
  type EmailPerson,
  type EmailView,
  type OpenedEmail,
} from '@tessera/api-client';
import {
  IconAction,
  LoadFailedAlert,
  LtrText,
  ResultView,
  toServerError,
  UserAvatar,
  useErrorMessage,
  useFeedback,
} from '@tessera/ui';
import { SafeHtml } from '@tessera/ui/safe-html';
import { Button, Dropdown, Skeleton, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetEmailQuery, useLazyPaginateEmailQuery } from '../api';
import { belongsTo, fileSize, labelColours, longTime } from '../model/mailbox';
import type { ComposerPrefill } from './composer/prefill';
import { forwardOf, replyTo } from './composer/prefill';
import { useMailMenus } from './menus';
import { StarToggle } from './StarToggle';
import { useMailActions } from './useMailActions';

interface MailViewProps {
  id: number;
  folder: EmailView;
  label?: EmailLabel;
  q: string;
  onBack: () => void;
  /** Shows another mail of the list in place of this one. */
  onShow: (id: number) => void;
  /** Shows the mail in its own folder: the list it was opened from does not hold it. */
  onElsewhere: (email: OpenedEmail) => void;
  onCompose: (prefill: ComposerPrefill) => void;
}

const people = (list: EmailPerson[]) =>
  list.map((person) => person.name || person.email).join(', ');

/** One open mail: its actions, the sender, the body, attachments and earlier messages. */
export function MailView({
  id,
  folder,
  label,
  q,
  onBack,
  onShow,
  onElsewhere,
  onCompose,
}: MailViewProps) {
  const { t, i18n } = useTranslation('email');
  const { moveItems, labelItems } = useMailMenus();
  const { message } = useFeedback();
  const errorMessage = useErrorMessage();
  const context = { folder, label, q };
  const { data: email, error, isFetching, refetch } = useGetEmailQuery({ id, ...context });
  const [paginate, moving] = useLazyPaginateEmailQuery();
  const { update, label: toggleLabel, busy } = useMailActions();
  const [showEarlier, setShowEarlier] = useState(false);
  const markedRead = useRef<number | null>(null);
  /** The mail last seen in this list: leaving the list afterwards closes it. */
  const seenInList = useRef<number | null>(null);
  const inList = email !== undefined && email.id === id && belongsTo(email, { folder, label });

  // Opening an unread mail reads it (once per mail: "mark unread" goes back to the list), and
  // only once it shows: a mail of another folder is read where it is.
  useEffect(() => {
    if (email && inList && !email.isRead && markedRead.current !== id) {
      markedRead.current = id;
      void update([id], { isRead: true });
    }
  }, [email, inList, id, update]);

  // The open mail stays open across refetches while it still belongs to the list; one that was
  // never in it (trash?mail= of an inbox mail) moves to its own folder.
  useEffect(() => {
    if (!email || email.id !== id || isFetching) return;
    if (inList) seenInList.current = id;
    else if (seenInList.current === id) onBack();
    else onElsewhere(email);
  }, [email, id, isFetching, inList, onBack, onElsewhere]);

  useEffect(() => setShowEarlier(false), [id]);

  const neighbour = async (dir: 'previous' | 'next') => {
    try {
      const found = await paginate({ dir, emailId: id, ...context }).unwrap();
      onShow(found.id);
    } catch (failure) {
      void message.error(errorMessage(failure));
    }
  };

  const notFound = error !== undefined && toServerError(error).status === 404;
  if (notFound) {
    return (
      <ResultView
        status="404"
        title={t('mail.notFound')}
        extra={
          <Button type="primary" icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
            {t('mail.back')}
          </Button>
        }
      />
    );
  }

  const shown: OpenedEmail | undefined = inList ? email : undefined;

  const toolbar = (
    <div
      className="email-view__toolbar"
      role="toolbar"
      aria-label={shown?.subject ?? t('list.title')}
    >
      <IconAction
        label={t('mail.back')}
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={onBack}
      />
      <Space wrap size={4} className="email-view__actions">
        {shown && (
          <>
            <StarToggle
              starred={shown.isStarred}
              disabled={busy}
              onToggle={() => void update([id], { isStarred: !shown.isStarred })}
            />
            <Dropdown
              trigger={['click']}
              menu={{
                items: moveItems(shown.folder),
                onClick: ({ key }) =>
                  void update(
                    [id],
                    { folder: key as EmailFolder },
                    t('mail.moved', { folder: t(`folders.${key}`) }),
                  ),
              }}
            >
              <Button type="text" icon={<FolderOutlined aria-hidden />} disabled={busy}>
                {t('list.moveTo')}
              </Button>
            </Dropdown>
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                multiple: true,
                selectedKeys: shown.labels,
                items: labelItems,
                onClick: ({ key }) => void toggleLabel([id], key as EmailLabel),
              }}
            >
              <Button type="text" icon={<TagOutlined aria-hidden />} disabled={busy}>
                {t('list.label')}
              </Button>
            </Dropdown>
            <Button
              type="text"
              icon={<MailOutlined aria-hidden />}
              disabled={busy}
              onClick={async () => {
                if (await update([id], { isRead: false }, t('mail.markedUnread'))) onBack();
              }}
            >
              {t('list.markUnread')}
            </Button>
            {shown.folder !== 'trash' && (
              <IconAction
                label={t('list.trash')}
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={busy}
                onClick={() =>
                  void update(
                    [id],
                    { folder: 'trash' },
                    t('mail.moved', { folder: t('folders.trash') }),
                  )
                }
              />
            )}
          </>
        )}
      </Space>
      <Space size={4} className="email-view__paging">
        <IconAction
          label={t('mail.previous')}
          icon={<LeftOutlined aria-hidden />}
          disabled={!shown?.hasPreviousMail || moving.isFetching}
          onClick={() => void neighbour('previous')}
        />
        <IconAction
          label={t('mail.next')}
          icon={<RightOutlined aria-hidden />}
          disabled={!shown?.hasNextMail || moving.isFetching}
          onClick={() => void neighbour('next')}
        />
      </Space>
    </div>
  );

  return (
    <article className="email-view" aria-busy={isFetching} aria-labelledby="email-view-subject">
      {toolbar}
      {error !== undefined && (
        <LoadFailedAlert
          title={t('mail.failed')}
          message={errorMessage(error)}
          onRetry={() => void refetch()}
        />
      )}
      {!shown ? (
        error === undefined && (
          <div className="email-view__body">
            <Skeleton active avatar title paragraph={{ rows: 6 }} />
          </div>
        )
      ) : (
        <div className="email-view__body">
          <header className="email-view__header">
            <h2 id="email-view-subject" className="email-view__subject" dir="auto">
              {shown.subject || t('list.noSubject')}
            </h2>
            <div className="email-view__labels">
              {shown.labels.map((name) => (
                <Tag key={name} color={labelColours[name]}>
                  {t(`labels.${name}`)}
                </Tag>
              ))}
            </div>
          </header>
          <div className="email-card">
            <div className="email-card__sender">
              <UserAvatar
                name={shown.from.name || shown.from.email}
                src={shown.from.avatar || undefined}
                size={40}
              />
              <div className="email-card__who">
                <span className="email-card__name">{shown.from.name || shown.from.email}</span>
                {/* The line takes the page's side (right in right to left); only the address
                    inside reads left to right. */}
                <span className="email-card__address">
                  <LtrText>{shown.from.email}</LtrText>
                </span>
                <span className="email-card__to">
                  {t('mail.to')}: {people(shown.to)}
                  {shown.cc.length > 0 && ` · ${t('mail.cc')}: ${people(shown.cc)}`}
                </span>
              </div>
              <time className="email-card__time" dateTime={shown.time}>
                {longTime(shown.time, i18n.language)}
              </time>
            </div>
            {shown.replies.length > 0 && (
              <div className="email-earlier">
                <Button
                  type="link"
                  onClick={() => setShowEarlier((on) => !on)}
                  aria-expanded={showEarlier}
                >
                  {showEarlier
                    ? t('mail.hideEarlier')
                    : t('mail.showEarlier', { count: shown.replies.length })}
                </Button>
                {showEarlier && (
                  <ol className="email-earlier__list">
                    {shown.replies.map((reply) => (
                      <li key={reply.id} className="email-earlier__item">
                        <div className="email-earlier__head">
                          <strong>{reply.from.name || reply.from.email}</strong>
                          <time dateTime={reply.time}>{longTime(reply.time, i18n.language)}</time>
                        </div>
                        <SafeHtml html={reply.message} className="email-body" />
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            )}
            <SafeHtml html={shown.message} className="email-body" as="section" />
            {shown.attachments.length > 0 && (
              <section
                className="email-attachments"
                aria-label={t('mail.attachments', { count: shown.attachments.length })}
              >
                <h3 className="email-attachments__title">
                  {t('mail.attachments', { count: shown.attachments.length })}
                </h3>
                <ul>
                  {shown.attachments.map((file) => (
                    <li key={file.fileName}>
                      <a
                        href={file.url}
                        download={file.fileName}
                        aria-label={t('mail.download', { name: file.fileName })}
                      >
                        <img src={file.thumbnail} alt="" width={32} height={38} />
                        <span className="email-attachments__name">{file.fileName}</span>
                        <span className="email-attachments__size">
                          {fileSize(file.size, i18n.language)}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
          <div className="email-view__reply">
            <Button
              icon={<RollbackOutlined aria-hidden />}
              onClick={() => onCompose(replyTo(shown, t, i18n.language))}
            >
              {t('mail.reply')}
            </Button>
            <Button
              icon={<ShareAltOutlined aria-hidden />}
              onClick={() => onCompose(forwardOf(shown, t, i18n.language))}
            >
              {t('mail.forward')}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
