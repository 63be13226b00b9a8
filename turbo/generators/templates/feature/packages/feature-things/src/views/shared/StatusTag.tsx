import { useTranslation } from 'react-i18next';
import type { ThingStatus } from '@tessera/api-client';
import { ColorTag, type TagColor } from '@tessera/ui';

const statusColors: Record<ThingStatus, TagColor | null> = {
  draft: null,
  active: 'green',
  archived: 'orange',
};

/** A thing's status, in its colour and the reader's language. */
export function StatusTag({ status }: { status: ThingStatus }) {
  const { t } = useTranslation('things');
  return <ColorTag color={statusColors[status]}>{t(`statuses.${status}`)}</ColorTag>;
}
