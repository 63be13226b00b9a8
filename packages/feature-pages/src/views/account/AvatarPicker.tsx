import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { avatarMaxBytes, avatarTypes } from '@tessera/api-client/pages';
import { avatarColorOf, initialsFontSize, initialsOf, Text, useImageFile } from '@tessera/ui';

/**
 * The account's picture, a form control (`value`: a data URL, or '' for the initials): a chosen
 * file is checked (PNG, JPEG or GIF, 800 KB at most) and previewed at once; it is saved with the
 * form.
 */
export function AvatarPicker({
  value = '',
  onChange,
  name,
}: {
  value?: string;
  onChange?: (value: string) => void;
  name: string;
}) {
  const { t } = useTranslation('pages');
  const image = useImageFile({
    types: avatarTypes,
    maxBytes: avatarMaxBytes,
    onChoose: (dataUrl) => onChange?.(dataUrl),
  });
  const problem = image.problem && t(`account.avatar.${image.problem}`);

  return (
    <Flex gap="middle" align="center" wrap>
      <Avatar
        size={96}
        shape="square"
        src={value || undefined}
        alt={value ? t('account.avatar.preview') : undefined}
        aria-hidden={!value}
        style={
          value
            ? undefined
            : { background: avatarColorOf(name), color: '#fff', fontSize: initialsFontSize(96) }
        }
      >
        {initialsOf(name)}
      </Avatar>
      <div>
        <Flex gap="small" wrap>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={image.open}>
            {t('account.avatar.upload')}
          </Button>
          <Button
            disabled={!value}
            onClick={() => {
              image.clearProblem();
              onChange?.('');
            }}
          >
            {t('account.avatar.reset')}
          </Button>
        </Flex>
        <input aria-label={t('account.avatar.file')} {...image.inputProps} />
        <div className="pages-avatar__hint">
          {problem ? (
            <Text type="danger" role="alert">
              {problem}
            </Text>
          ) : (
            <Text type="secondary">{t('account.avatar.hint')}</Text>
          )}
        </div>
      </div>
    </Flex>
  );
}
