import { type Email } from '@tessera/api-client';
import { LinkButton, lazyView, ResultView, SidePanelApp } from '@tessera/ui';
import { Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailbox } from '../model/mailbox';
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

  return (
    <SidePanelApp
      className="email-app"
      panelTitle={t('sidebar.title')}
      panel={(close) => (
        <Sidebar
          folder={folder}
          label={label}
          meta={list.result.data?.emailsMeta}
          onCompose={() => {
            close();
            compose();
          }}
          onNavigate={close}
        />
      )}
      // An open mail has its own way back.
      menu={
        mail === null
          ? {
              open: t('sidebar.open'),
              current: t(label ? `labels.${label}` : `folders.${folder}`),
            }
          : null
      }
      overlays={
        composer && (
          <Composer
            key={composer.key}
            prefill={composer.prefill}
            onClose={() => setComposer(null)}
          />
        )
      }
    >
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
    </SidePanelApp>
  );
}
