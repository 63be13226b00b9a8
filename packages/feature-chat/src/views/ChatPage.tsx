import { MessageOutlined } from '@ant-design/icons';
import { LoadFailedAlert, useErrorMessage, useMediaQuery } from '@tessera/ui';
import { Empty, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useChatsAndContactsQuery, useGetChatQuery } from '../api';
import { ChatPanel } from './ChatPanel';
import { ContactDrawer } from './ContactDrawer';
import { ProfileDrawer } from './ProfileDrawer';
import { Thread } from './Thread';
import './chat.css';

const openChatOf = (text: string | null): number | null => {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
};

/** The chats and contacts beside the open thread (`?chat=<contact id>`); on phones, one or the other. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const describe = useErrorMessage();
  const [search, setSearch] = useSearchParams();
  const openId = openChatOf(search.get('chat'));
  // antd's `md` breakpoint: from here the list and the thread sit side by side.
  const wide = useMediaQuery('(min-width: 768px)', true);
  const panel = useChatsAndContactsQuery(undefined);
  const opened = useGetChatQuery({ id: openId ?? 0 }, { skip: openId === null });
  const [profileOpen, setProfileOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const open = useCallback(
    (contactId: number | null) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (contactId === null) next.delete('chat');
        else next.set('chat', String(contactId));
        return next;
      }),
    [setSearch],
  );

  const profile = panel.data?.profileUser;
  const showList = wide || openId === null;
  const showThread = wide || openId !== null;

  return (
    <div className={`chat-app${wide ? '' : ' chat-app--narrow'}`}>
      {showList && (
        <aside className="chat-app__panel">
          {panel.data ? (
            <ChatPanel
              panel={panel.data}
              openId={openId}
              onOpen={open}
              onProfile={() => setProfileOpen(true)}
            />
          ) : panel.isError ? (
            <LoadFailedAlert
              title={t('panel.failed')}
              message={describe(panel.error)}
              onRetry={() => void panel.refetch()}
            />
          ) : (
            <div className="chat-panel" aria-busy="true">
              <Skeleton active avatar paragraph={{ rows: 8 }} />
            </div>
          )}
        </aside>
      )}
      {showThread && (
        <div className="chat-app__main">
          {openId === null ? (
            <Empty
              className="chat-empty"
              image={<MessageOutlined className="chat-empty__icon" aria-hidden />}
              description={t('thread.empty')}
            />
          ) : profile ? (
            <Thread
              key={openId}
              contactId={openId}
              profile={profile}
              onBack={wide ? undefined : () => open(null)}
              onDetails={() => setDetailsOpen(true)}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </div>
      )}
      {profile && (
        <ProfileDrawer open={profileOpen} profile={profile} onClose={() => setProfileOpen(false)} />
      )}
      {opened.data && (
        <ContactDrawer
          contact={opened.data.contact}
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
        />
      )}
    </div>
  );
}
