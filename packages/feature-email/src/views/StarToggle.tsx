import { StarFilled, StarOutlined } from '@ant-design/icons';
import { IconAction } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

interface StarToggleProps {
  starred: boolean;
  onToggle: () => void;
  disabled?: boolean;
  size?: 'small';
}

/** A mail's star, in the list and in the opened mail: a pressed/unpressed button. */
export function StarToggle({ starred, onToggle, disabled, size }: StarToggleProps) {
  const { t } = useTranslation('email');
  return (
    <IconAction
      label={starred ? t('list.unstar') : t('list.star')}
      size={size}
      className={`email-star${starred ? ' email-star--on' : ''}`}
      icon={starred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      aria-pressed={starred}
      disabled={disabled}
      onClick={onToggle}
    />
  );
}
