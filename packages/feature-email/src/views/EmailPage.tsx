import { MenuOutlined } from '@ant-design/icons';
import { type Email } from '@tessera/api-client';
import { LinkButton, lazyView, ResultView } from '@tessera/ui';
import { Button, Drawer, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailbox } from '../model/mailbox';
import { useWideScreen } from '../model/useWideScreen';
import { emailPath } from '../paths';
import { fromDraft, emptyPrefill, type ComposerPrefill } from './composer/prefill';
import { MailList } from './MailList';
import { MailView } from './MailView';
import { Sidebar } from './Sidebar';
import { useMailList } from './useMailList';
import './email.css';

// The composer (and, inside it, the rich-text editor) loads when it first opens.
const Composer = lazyView(
  () => import('./composer/Composer'),
  <section className="email-composer email-composer--normal" aria-busy="true">
    <Skeleton active paragraph={{ rows: 6 }} />
  </section>,
);

/** The mailbox: the sidebar, the list or the open mail, and the compose window. */
export default function EmailPage() {
  const { t } = useTranslation('email');
  const mailbox = useMailbox();
  const { folder, label, mail } = mailbox;
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Each opening gets its own key: a new composer starts from its prefill.
  const [composer, setComposer] = useState<{ key: number; prefill: ComposerPrefill } | null>(null);

  const list = useMailList(folder, label, mailbox.unknownLabel);

  const compose = useCallback(
    (prefill: ComposerPrefill = emptyPrefill) => setComposer({ key: Date.now(), prefill }),
    [],
  );
  const { closeMail, openMail, showMail, showWhereItIs } = mailbox;
  const back = useCallback(() => closeMail(), [closeMail]);

  if (folder === null || mailbox.unknownLabel) {
    return (
      <ResultView
        status="404"
        // No mail was asked for: the address names a folder or label that does not exist.
        title={t('mail.noSuchPlace')}
        extra={
          <LinkButton type="primary" to={emailPath}>
            {t('mail.toInbox')}
          </LinkButton>
        }
      />
    );
  }

  const open = (email: Email) => {
    if (email.folder === 'draft') compose(fromDraft(email));
    else openMail(email.id);
  };

  const sidebar = (
    <Sidebar
      folder={folder}
      label={label}
      meta={list.result.data?.emailsMeta}
      onCompose={() => {
        setDrawerOpen(false);
        compose();
      }}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <div className="email-app">
      {wide ? (
        <aside className="email-sidebar">{sidebar}</aside>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={280}
          title={t('sidebar.title')}
        >
          {sidebar}
        </Drawer>
      )}
      <div className="email-main">
        {!wide && mail === null && (
          <Button
            className="email-main__menu"
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpen(true)}
          >
            <span className="sr-only">{t('sidebar.open')}: </span>
            {t(label ? `labels.${label}` : `folders.${folder}`)}
          </Button>
        )}
        {mail !== null ? (
          <MailView
            id={mail}
            folder={folder}
            label={label}
            q={list.params.q}
            onBack={back}
            onShow={showMail}
            onElsewhere={showWhereItIs}
            onCompose={compose}
          />
        ) : (
          <MailList
            key={`${folder}/${label ?? ''}`}
            folder={folder}
            label={label}
            list={list}
            onOpen={open}
          />
        )}
      </div>
      {composer && (
        <Composer key={composer.key} prefill={composer.prefill} onClose={() => setComposer(null)} />
      )}
    </div>
  );
}
