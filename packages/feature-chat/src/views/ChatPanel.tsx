import type { ChatContact, ChatsAndContacts } from '@tessera/api-client';
import { ListSearch } from '@tessera/ui';
import { Badge, Empty } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortTime } from '../model/thread';
import { StatusAvatar } from './StatusAvatar';

interface ChatPanelProps {
  panel: ChatsAndContacts;
  /** The open chat's contact. */
  openId: number | null;
  onOpen: (contactId: number) => void;
  onProfile: () => void;
}

const matches = (contact: ChatContact, needle: string) =>
  contact.fullName.toLowerCase().includes(needle) || contact.role.toLowerCase().includes(needle);

interface ContactButtonProps {
  contact: ChatContact;
  /** Whether this contact's chat is the open one. */
  open: boolean;
  onOpen: (contactId: number) => void;
  testId: string;
  /** The line under the name: the last message of a chat, a contact's role. */
  line: string;
  /** What the row shows at its end (a chat's time and unread count). */
  children?: ReactNode;
}

/** A row of the panel: the contact's avatar, name and one line; pressed, it opens their chat. */
function ContactButton({ contact, open, onOpen, testId, line, children }: ContactButtonProps) {
  return (
    <button
      type="button"
      className="chat-item"
      aria-current={open ? 'true' : undefined}
      onClick={() => onOpen(contact.id)}
      data-testid={testId}
    >
      <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
      <span className="chat-item__text">
        <span className="chat-item__name">{contact.fullName}</span>
        <span className="chat-item__last">{line}</span>
      </span>
      {children}
    </button>
  );
}

/** The user's avatar (opening their profile), a search, the chats with their badges, the contacts. */
export function ChatPanel({ panel, openId, onOpen, onProfile }: ChatPanelProps) {
  const { t, i18n } = useTranslation('chat');
  const [q, setQ] = useState('');
  const needle = q.trim().toLowerCase();
  const chats = panel.chatsContacts.filter(
    (contact) =>
      !needle ||
      matches(contact, needle) ||
      contact.chat.lastMessage.message.toLowerCase().includes(needle),
  );
  const contacts = panel.contacts.filter((contact) => !needle || matches(contact, needle));
  const { profileUser } = panel;

  return (
    <nav className="chat-panel" aria-label={t('panel.title')}>
      <div className="chat-panel__head">
        <button
          type="button"
          className="chat-panel__me"
          onClick={onProfile}
          aria-label={t('profile.open', { status: t(`status.${profileUser.status}`) })}
        >
          <StatusAvatar
            name={profileUser.fullName}
            src={profileUser.avatar}
            status={profileUser.status}
          />
        </button>
        <ListSearch
          value={q}
          onChange={setQ}
          placeholder={t('panel.search')}
          label={t('panel.search')}
        />
      </div>
      <div className="chat-panel__scroll">
        <h2 className="chat-panel__heading">{t('panel.chats')}</h2>
        {chats.length === 0 ? (
          <p className="chat-panel__none">{t('panel.noChats')}</p>
        ) : (
          <ul className="chat-panel__list">
            {chats.map((contact) => (
              <li key={contact.id}>
                <ContactButton
                  contact={contact}
                  open={openId === contact.id}
                  onOpen={onOpen}
                  testId="chat-item"
                  line={contact.chat.lastMessage.message}
                >
                  <span className="chat-item__meta">
                    <time dateTime={contact.chat.lastMessage.time}>
                      {shortTime(contact.chat.lastMessage.time, i18n.language)}
                    </time>
                    {contact.chat.unseenMsgs > 0 && (
                      <span className="chat-item__badge" data-testid="unread-badge">
                        <Badge count={contact.chat.unseenMsgs} color="#c62828" aria-hidden />
                        <span className="sr-only">
                          {t('panel.unread', { count: contact.chat.unseenMsgs })}
                        </span>
                      </span>
                    )}
                  </span>
                </ContactButton>
              </li>
            ))}
          </ul>
        )}
        <h2 className="chat-panel__heading">{t('panel.contacts')}</h2>
        {contacts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.noContacts')} />
        ) : (
          <ul className="chat-panel__list">
            {contacts.map((contact) => (
              <li key={contact.id}>
                <ContactButton
                  contact={contact}
                  open={openId === contact.id}
                  onOpen={onOpen}
                  testId="contact-item"
                  line={contact.role}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
