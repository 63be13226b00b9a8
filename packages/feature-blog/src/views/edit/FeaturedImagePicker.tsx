import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { featuredImageMaxBytes, featuredImageTypes } from '@tessera/api-client/blog';
import { Text, useImageFile } from '@tessera/ui';

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
  const image = useImageFile({
    types: featuredImageTypes,
    maxBytes: featuredImageMaxBytes,
    onChoose: (dataUrl) => onChange?.(dataUrl),
  });
  const problem = image.problem && t(`edit.image.${image.problem}`);

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
        <Button icon={<UploadOutlined aria-hidden />} onClick={image.open}>
          {t('edit.image.upload')}
        </Button>
        <input id={id} aria-label={t('edit.image.file')} {...image.inputProps} />
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
