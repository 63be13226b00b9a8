import { InboxOutlined } from '@ant-design/icons';
import {
  Alert,
  Card,
  Checkbox,
  Col,
  Flex,
  Modal,
  Row,
  Upload,
  type UploadFile,
  type UploadProps,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat, PageHeader, Text } from '@tessera/ui';
import './extensions.css';

export const acceptedTypes = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
];
export const maxBytes = 2 * 1024 * 1024;
/** The pretend upload's pace: a fifth of the file every tick. */
export const tickMs = 300;
const stepPercent = 20;

interface Refusal {
  name: string;
  reason: 'type' | 'size';
  size: number;
}

/**
 * A file uploader with antd's Upload: drop files on the zone or pick them, images previewed from
 * the device (object URLs, given back when the file is removed or the page left), each file's
 * progress, refusals said by name. There is no server for files: the upload is simulated here,
 * a timer reporting progress, stopped when the file is removed or the page left.
 */
export default function UploadDemo() {
  const { t, i18n } = useTranslation('showcase');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [failNext, setFailNext] = useState(false);
  const [preview, setPreview] = useState<UploadFile>();
  const failing = useRef(false);
  const previews = useRef(new Map<string, string>());
  const timers = useRef(new Map<string, ReturnType<typeof setInterval>>());

  useEffect(() => {
    const urls = previews.current;
    const running = timers.current;
    return () => {
      running.forEach((timer) => clearInterval(timer));
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const megabytes = (bytes: number) =>
    numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

  const stop = (uid: string) => {
    clearInterval(timers.current.get(uid));
    timers.current.delete(uid);
  };

  const forget = (uid: string) => {
    stop(uid);
    const url = previews.current.get(uid);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(uid);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // A new pick or drop starts a new list of refusals.
    if (file === batch[0]) setRefusals([]);
    const reason = !acceptedTypes.includes(file.type)
      ? 'type'
      : file.size > maxBytes
        ? 'size'
        : null;
    if (reason) {
      setRefusals((current) => [...current, { name: file.name, reason, size: file.size }]);
      return Upload.LIST_IGNORE;
    }
    if (file.type.startsWith('image/')) previews.current.set(file.uid, URL.createObjectURL(file));
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const uid = (file as UploadFile).uid;
    const fails = failing.current;
    failing.current = false;
    setFailNext(false);
    let percent = 0;
    timers.current.set(
      uid,
      setInterval(() => {
        percent += stepPercent;
        if (fails && percent > 50) {
          stop(uid);
          onError?.(new Error(t('upload.failed')));
          return;
        }
        onProgress?.({ percent });
        if (percent >= 100) {
          stop(uid);
          onSuccess?.({});
        }
      }, tickMs),
    );
    // antd calls this when the file is removed while it is still on its way.
    return { abort: () => stop(uid) };
  };

  const done = files.filter((file) => file.status === 'done').length;
  const uploading = files.filter((file) => file.status === 'uploading').length;
  const failed = files.filter((file) => file.status === 'error').length;

  return (
    <>
      <PageHeader title={t('titles.extensions.upload')} description={t('upload.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card title={t('upload.title')}>
            <Flex vertical gap="middle">
              <Upload.Dragger
                multiple
                listType="picture"
                fileList={files}
                beforeUpload={beforeUpload}
                customRequest={customRequest}
                onChange={({ fileList }) =>
                  setFiles(
                    fileList.map((file) => ({
                      ...file,
                      thumbUrl: previews.current.get(file.uid) ?? file.thumbUrl,
                      'aria-label': t('upload.progress', { name: file.name }),
                    })),
                  )
                }
                onRemove={(file) => forget(file.uid)}
                onPreview={(file) => file.thumbUrl && setPreview(file)}
                locale={{
                  uploading: t('upload.uploading'),
                  removeFile: t('upload.remove'),
                  uploadError: t('upload.failed'),
                  previewFile: t('upload.preview'),
                  downloadFile: t('upload.download'),
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined aria-hidden />
                </p>
                <p className="ant-upload-text">{t('upload.drop')}</p>
                <p className="ant-upload-hint">{t('upload.hint', { size: megabytes(maxBytes) })}</p>
              </Upload.Dragger>
              {refusals.length > 0 && (
                <Alert
                  type="error"
                  showIcon
                  closable={{ 'aria-label': t('upload.dismiss') }}
                  onClose={() => setRefusals([])}
                  title={t('upload.refused', { count: refusals.length })}
                  description={
                    <ul className="showcase-refusals">
                      {refusals.map((refusal, index) => (
                        <li key={`${refusal.name}-${index}`}>
                          {refusal.reason === 'type'
                            ? t('upload.wrongType', { name: refusal.name })
                            : t('upload.tooBig', {
                                name: refusal.name,
                                size: megabytes(refusal.size),
                                max: megabytes(maxBytes),
                              })}
                        </li>
                      ))}
                    </ul>
                  }
                />
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('upload.summary.title')}>
            <Flex vertical gap="middle">
              <Text role="status">
                {files.length === 0
                  ? t('upload.summary.none')
                  : t('upload.summary.counts', { done, uploading, failed })}
              </Text>
              <Checkbox
                checked={failNext}
                onChange={(event) => {
                  failing.current = event.target.checked;
                  setFailNext(event.target.checked);
                }}
              >
                {t('upload.failNext')}
              </Checkbox>
            </Flex>
          </Card>
        </Col>
      </Row>
      <Modal
        open={preview !== undefined}
        title={preview?.name}
        footer={null}
        onCancel={() => setPreview(undefined)}
      >
        {preview?.thumbUrl && (
          <img className="showcase-preview" src={preview.thumbUrl} alt={preview.name} />
        )}
      </Modal>
    </>
  );
}
