import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '@tessera/api-client';
import { LtrText } from '@tessera/ui';

/** The key just created, with its secret: shown this once, with a copy button. */
export function NewKeyModal({
  created,
  onClose,
  copy,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
  copy: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('pages');
  return (
    <Modal
      open={created !== null}
      title={t('apiKeys.created.title', { name: created?.key.name ?? '' })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('apiKeys.created.close')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('apiKeys.created.once')} />
      <Flex gap="small" align="center" wrap className="pages-secret">
        <code data-testid="api-key-secret">
          <LtrText>{created?.secret}</LtrText>
        </code>
        <Button
          icon={<CopyOutlined aria-hidden />}
          onClick={() => created && void copy(created.secret)}
        >
          {t('apiKeys.created.copy')}
        </Button>
      </Flex>
    </Modal>
  );
}
