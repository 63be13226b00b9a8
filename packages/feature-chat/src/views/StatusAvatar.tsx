import type { ChatStatus } from '@tessera/api-client';
import { UserAvatar } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../model/thread';

/** A person's avatar with their status as a dot (and in words, for screen readers). */
export function StatusAvatar({
  name,
  src,
  status,
  size = 40,
}: {
  name: string;
  src: string;
  status: ChatStatus;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  return (
    <span className="chat-avatar">
      <UserAvatar name={name} src={src} size={size} />
      <span
        className="chat-avatar__dot"
        style={{ background: statusColors[status] }}
        data-status={status}
        aria-hidden
      />
      <span className="sr-only">{t(`status.${status}`)}</span>
    </span>
  );
}
