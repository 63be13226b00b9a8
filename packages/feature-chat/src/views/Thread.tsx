import { ArrowLeftOutlined, InfoCircleOutlined, SendOutlined } from '@ant-design/icons';
import type { ChatProfile } from '@tessera/api-client';
import { chatMessageMaxLength } from '@tessera/api-client/chat';
import { IconAction, LoadFailedAlert, useErrorMessage, useFeedback } from '@tessera/ui';
import { Button, Skeleton } from 'antd';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetChatQuery, useSendMessageMutation } from '../api';
import { dayLabel, groupThread, hourOf } from '../model/thread';
import { StatusAvatar } from './StatusAvatar';

interface ThreadProps {
  contactId: number;
  profile: ChatProfile;
  /** On phones: back to the list. */
  onBack?: () => void;
  onDetails: () => void;
}

/** The open chat: its contact, the messages by day and sender, and the composer. */
export function Thread({ contactId, profile, onBack, onDetails }: ThreadProps) {
  const { t, i18n } = useTranslation('chat');
  const describe = useErrorMessage();
  const { message: toast } = useFeedback();
  const opened = useGetChatQuery({ id: contactId });
  const [sendMessage] = useSendMessageMutation();
  const [draft, setDraft] = useState('');
  const composerLabel = useId();
  const end = useRef<HTMLDivElement>(null);

  const messages = opened.data?.chat?.chat;
  const days = useMemo(() => groupThread(messages ?? []), [messages]);
  // The newest message in view: on opening and after each one sent or received.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages?.length, contactId]);

  const send = async () => {
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    try {
      await sendMessage({ contactId, message: text, senderId: profile.id }).unwrap();
    } catch (failure) {
      // The message is not sent: it goes back in the composer, with the reason.
      setDraft(text);
      void toast.error(describe(failure));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter (and Enter while composing with an IME) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  if (opened.isError && !opened.data) {
    return (
      <section className="chat-thread chat-thread--failed" aria-label={t('thread.title')}>
        {onBack && (
          <Button
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={onBack}
            className="chat-thread__back"
          >
            {t('thread.back')}
          </Button>
        )}
        <LoadFailedAlert
          title={t('thread.failed')}
          message={describe(opened.error)}
          onRetry={() => void opened.refetch()}
        />
      </section>
    );
  }

  const contact = opened.data?.contact;
  return (
    <section
      className="chat-thread"
      aria-label={contact ? t('thread.with', { name: contact.fullName }) : t('thread.title')}
    >
      <header className="chat-thread__head">
        {onBack && (
          <IconAction
            label={t('thread.back')}
            icon={<ArrowLeftOutlined aria-hidden />}
            onClick={onBack}
          />
        )}
        {contact ? (
          <>
            <StatusAvatar
              name={contact.fullName}
              src={contact.avatar}
              status={contact.status}
              size={36}
            />
            <span className="chat-thread__who">
              <span className="chat-thread__name">{contact.fullName}</span>
              <span className="chat-thread__role">{contact.role}</span>
            </span>
            <IconAction
              label={t('details.open', { name: contact.fullName })}
              tip={t('details.title')}
              icon={<InfoCircleOutlined aria-hidden />}
              onClick={onDetails}
            />
          </>
        ) : (
          <Skeleton active avatar={{ size: 36 }} title={{ width: 160 }} paragraph={false} />
        )}
      </header>
      {/* A log: what arrives is read out; focusable, so the keyboard scrolls it. */}
      <div
        className="chat-thread__messages"
        role="log"
        aria-label={t('thread.messages')}
        tabIndex={0}
        aria-busy={opened.isFetching}
        data-testid="thread"
      >
        {opened.isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : days.length === 0 ? (
          <p className="chat-thread__start">
            {t('thread.start', { name: contact?.fullName ?? '' })}
          </p>
        ) : (
          <div className="chat-thread__days">
            {days.map(({ day, groups }) => (
              <Fragment key={day}>
                <div
                  className="chat-day"
                  role="separator"
                  aria-label={dayLabel(day, i18n.language, {
                    today: t('thread.today'),
                    yesterday: t('thread.yesterday'),
                  })}
                >
                  <span aria-hidden>
                    {dayLabel(day, i18n.language, {
                      today: t('thread.today'),
                      yesterday: t('thread.yesterday'),
                    })}
                  </span>
                </div>
                {groups.map((group, index) => {
                  const mine = group.senderId === profile.id;
                  const who = mine ? profile : contact;
                  return (
                    <div
                      key={`${day}/${index}`}
                      className={`chat-group${mine ? ' chat-group--mine' : ''}`}
                      data-testid="message-group"
                    >
                      {who && (
                        <StatusAvatar
                          name={who.fullName}
                          src={who.avatar}
                          status={who.status}
                          size={32}
                        />
                      )}
                      <div className="chat-group__bubbles">
                        <span className="sr-only">{mine ? t('thread.you') : who?.fullName}:</span>
                        {group.messages.map((message, line) => (
                          <p
                            key={`${message.time}/${line}`}
                            className="chat-bubble"
                            data-testid="message"
                          >
                            <span className="chat-bubble__text">{message.message}</span>
                            <time dateTime={message.time} className="chat-bubble__time">
                              {hourOf(message.time, i18n.language)}
                            </time>
                          </p>
                        ))}
                      </div>
                    </div>
                  );
                })}
              </Fragment>
            ))}
          </div>
        )}
        <div ref={end} />
      </div>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label id={composerLabel} className="sr-only" htmlFor={`${composerLabel}-input`}>
          {t('composer.label')}
        </label>
        <textarea
          id={`${composerLabel}-input`}
          className="chat-composer__input"
          rows={1}
          value={draft}
          maxLength={chatMessageMaxLength}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${composerLabel}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={!contact}
        />
        <span id={`${composerLabel}-hint`} className="sr-only">
          {t('composer.hint')}
        </span>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={!contact || !draft.trim()}
        >
          {t('composer.send')}
        </Button>
      </form>
    </section>
  );
}
