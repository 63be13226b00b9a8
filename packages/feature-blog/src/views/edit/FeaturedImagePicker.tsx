import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { featuredImageMaxBytes, featuredImageTypes } from '@tessera/api-client/blog';
import { Text } from '@tessera/ui';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * The post's featured image, a form control (`value`: a data URL): a chosen file is checked
 * (PNG, JPEG, GIF or WebP, 800 KB at most) and previewed at once; it is saved with the form.
 */
export function FeaturedImagePicker({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  /** The form item's id: its label names the file input. */
  id?: string;
}) {
  const { t } = useTranslation('blog');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    if (!(featuredImageTypes as readonly string[]).includes(file.type)) {
      setProblem(t('edit.image.wrongType'));
      return;
    }
    if (file.size > featuredImageMaxBytes) {
      setProblem(t('edit.image.tooBig'));
      return;
    }
    setProblem(null);
    onChange?.(await readAsDataUrl(file));
  };

  return (
    <Flex gap="middle" align="start" wrap>
      {value && (
        <img
          className="blog-edit__image"
          src={value}
          alt={t('edit.image.preview')}
          width={240}
          height={120}
        />
      )}
      <div>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {t('edit.image.upload')}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          accept={featuredImageTypes.join(',')}
          aria-label={t('edit.image.file')}
          onChange={(event) => void choose(event)}
          // Not `hidden`: antd's form styles show file inputs whatever that attribute says.
          style={{ display: 'none' }}
        />
        <div className="blog-edit__hint">
          {problem ? (
            <Text type="danger" role="alert">
              {problem}
            </Text>
          ) : (
            <Text type="secondary">{t('edit.image.hint')}</Text>
          )}
        </div>
      </div>
    </Flex>
  );
}
