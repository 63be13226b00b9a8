import type { ChatContact } from '@tessera/api-client';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusAvatar } from './StatusAvatar';

/** A contact's details: who they are, their status and what they say about themselves. */
export function ContactDrawer({
  contact,
  open,
  onClose,
}: {
  contact: ChatContact;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Drawer open={open} onClose={onClose} title={t('details.title')} size={360}>
      <div className="chat-profile">
        <StatusAvatar
          name={contact.fullName}
          src={contact.avatar}
          status={contact.status}
          size={72}
        />
        <p className="chat-profile__name">{contact.fullName}</p>
        <p className="chat-profile__role">{contact.role}</p>
      </div>
      <dl className="chat-details">
        <dt>{t('details.status')}</dt>
        <dd>{t(`status.${contact.status}`)}</dd>
        <dt>{t('details.about')}</dt>
        <dd>{contact.about || t('details.noAbout')}</dd>
      </dl>
    </Drawer>
  );
}
