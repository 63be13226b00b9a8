import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The customizer's handle at the page edge, reachable even when the navbar is hidden. */
export function CustomizerCog({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="primary"
      className="customizer-cog"
      icon={<SettingOutlined aria-hidden />}
      aria-label={t('customizer.open')}
      aria-haspopup="dialog"
      data-testid="customizer-cog"
      onClick={onOpen}
    />
  );
}
