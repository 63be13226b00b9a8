import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarMaxBytes, avatarTypes } from '@tessera/api-client/pages';
import { avatarColorOf, initialsFontSize, initialsOf, Text } from '@tessera/ui';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

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
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a reset.
    event.target.value = '';
    if (!file) return;
    if (!(avatarTypes as readonly string[]).includes(file.type)) {
      setProblem(t('account.avatar.wrongType'));
      return;
    }
    if (file.size > avatarMaxBytes) {
      setProblem(t('account.avatar.tooBig'));
      return;
    }
    setProblem(null);
    onChange?.(await readAsDataUrl(file));
  };

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
          <Button
            type="primary"
            icon={<UploadOutlined aria-hidden />}
            onClick={() => input.current?.click()}
          >
            {t('account.avatar.upload')}
          </Button>
          <Button
            disabled={!value}
            onClick={() => {
              setProblem(null);
              onChange?.('');
            }}
          >
            {t('account.avatar.reset')}
          </Button>
        </Flex>
        <input
          ref={input}
          type="file"
          accept={avatarTypes.join(',')}
          aria-label={t('account.avatar.file')}
          onChange={(event) => void choose(event)}
          hidden
        />
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
