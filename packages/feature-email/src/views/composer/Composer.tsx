import {
  CloseOutlined,
  CompressOutlined,
  ExpandOutlined,
  LineOutlined,
  PaperClipOutlined,
  SendOutlined,
} from '@ant-design/icons';
import {
  IconAction,
  toServerError,
  trapFocus,
  useConfirm,
  useErrorMessage,
  useFeedback,
} from '@tessera/ui';
import { sanitizeHtml } from '@tessera/ui/safe-html';
import { Button, Form, Input, Select, Spin, Tag, Upload, type UploadFile } from 'antd';
import { lazy, Suspense, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDraftMutation, useSendEmailMutation } from '../../api';
import type { ComposerPrefill } from './prefill';
import './composer.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The shape the server accepts (the same check as its schema, for a message before sending). */
const addressPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isAddress = (text: string) => addressPattern.test(text);

type AddressField = 'to' | 'cc' | 'bcc';

interface ComposerProps {
  prefill: ComposerPrefill;
  onClose: () => void;
}

/**
 * The compose window: a panel at the bottom of the page that can be minimised and maximised;
 * to, cc and bcc as address chips, subject, the rich-text editor, attachments; send or save as
 * a draft. Closing with unsaved text asks first.
 */
export default function Composer({ prefill, onClose }: ComposerProps) {
  const { t } = useTranslation('email');
  const { message } = useFeedback();
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const messageLabelId = useId();
  const [size, setSize] = useState<'normal' | 'minimised' | 'maximised'>('normal');
  const [addresses, setAddresses] = useState<Record<AddressField, string[]>>({
    to: prefill.to,
    cc: prefill.cc,
    bcc: prefill.bcc,
  });
  const [showCopies, setShowCopies] = useState({
    cc: prefill.cc.length > 0,
    bcc: prefill.bcc.length > 0,
  });
  const [subject, setSubject] = useState(prefill.subject);
  const initialHtml = useMemo(() => sanitizeHtml(prefill.message), [prefill.message]);
  const [html, setHtml] = useState(initialHtml);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [draftId, setDraftId] = useState(prefill.draftId);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [send, sending] = useSendEmailMutation();
  const [saveDraft, saving] = useSaveDraftMutation();

  const touched = () => setDirty(true);

  const invalidIn = (list: string[]) => list.find((address) => !isAddress(address));

  const check = (requireRecipient: boolean): boolean => {
    const found: Partial<Record<AddressField, string>> = {};
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const bad = invalidIn(addresses[field]);
      if (bad) found[field] = t('composer.invalidAddress', { address: bad });
    }
    if (requireRecipient && addresses.to.length === 0 && !found.to) {
      found.to = t('composer.needsRecipient');
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const payload = () => ({
    ...addresses,
    subject: subject.trim(),
    // What leaves the editor is sanitised once more: the server keeps it, others render it.
    message: sanitizeHtml(html),
    attachments: files.map((file) => ({ fileName: file.name, size: file.size ?? 0 })),
  });

  /** Server field errors (to.1, cc.0…) land on their field. */
  const showFailure = (failure: unknown) => {
    const { fieldErrors } = toServerError(failure);
    const found: Partial<Record<AddressField, string>> = {};
    for (const [key, text] of Object.entries(fieldErrors ?? {})) {
      const field = key.split('.')[0] as AddressField;
      if (field === 'to' || field === 'cc' || field === 'bcc') found[field] = text;
    }
    setErrors(found);
    void message.error(errorMessage(failure));
  };

  const onSend = async () => {
    if (!check(true)) return;
    try {
      await send({ ...payload(), draftId }).unwrap();
      void message.success(t('composer.sent'));
      onClose();
    } catch (failure) {
      showFailure(failure);
    }
  };

  const onSaveDraft = async () => {
    if (!check(false)) return;
    try {
      const saved = await saveDraft({ ...payload(), id: draftId }).unwrap();
      setDraftId(saved.id);
      setDirty(false);
      void message.success(t('composer.draftSaved'));
    } catch (failure) {
      showFailure(failure);
    }
  };

  const onCloseClick = async () => {
    if (dirty) {
      const discard = await confirm({
        title: t('composer.discardTitle'),
        content: t('composer.discardContent'),
        okText: t('composer.discard'),
        danger: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  const addressField = (field: AddressField) => (
    <Form.Item
      key={field}
      label={t(`composer.${field}`)}
      htmlFor={`${titleId}-${field}`}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field]}
      className="email-composer__field"
    >
      <Select
        id={`${titleId}-${field}`}
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', ' ', ';']}
        value={addresses[field]}
        placeholder={t('composer.addresses')}
        onChange={(values: string[]) => {
          const next = values.map((value) => value.trim()).filter(Boolean);
          setAddresses((current) => ({ ...current, [field]: next }));
          setErrors((current) => ({ ...current, [field]: undefined }));
          touched();
        }}
        tagRender={({ value, closable, onClose: remove }) => {
          const text = String(value);
          return (
            <Tag
              // The chip's own remove button, named for screen readers and keyboard users.
              closable={
                closable && { 'aria-label': t('composer.removeAddress', { address: text }) }
              }
              onClose={remove}
              color={isAddress(text) ? undefined : 'error'}
              className="email-composer__chip"
            >
              <bdi>{text}</bdi>
            </Tag>
          );
        }}
      />
    </Form.Item>
  );

  const maximised = size === 'maximised';
  /** Maximised, the composer is modal: Tab stays inside, and Escape brings it back down. */
  const onModalKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setSize('normal');
    } else trapFocus(event);
  };

  return (
    <>
      {maximised && (
        <div
          className="email-composer__backdrop"
          data-testid="composer-backdrop"
          onClick={() => setSize('normal')}
        />
      )}
      <section
        className={`email-composer email-composer--${size}`}
        role="dialog"
        aria-modal={maximised}
        aria-labelledby={titleId}
        onKeyDown={maximised ? onModalKeyDown : undefined}
      >
        <header className="email-composer__header">
          <h2 id={titleId} className="email-composer__title">
            {subject.trim() || t('composer.title')}
          </h2>
          <IconAction
            label={size === 'minimised' ? t('composer.restore') : t('composer.minimise')}
            size="small"
            icon={<LineOutlined aria-hidden />}
            onClick={() => setSize(size === 'minimised' ? 'normal' : 'minimised')}
          />
          <IconAction
            label={size === 'maximised' ? t('composer.restore') : t('composer.maximise')}
            size="small"
            icon={size === 'maximised' ? <CompressOutlined /> : <ExpandOutlined />}
            onClick={() => setSize(size === 'maximised' ? 'normal' : 'maximised')}
          />
          <IconAction
            label={t('composer.close')}
            size="small"
            icon={<CloseOutlined aria-hidden />}
            onClick={() => void onCloseClick()}
          />
        </header>
        <Form
          layout="horizontal"
          className="email-composer__form"
          hidden={size === 'minimised'}
          component="div"
        >
          {addressField('to')}
          <div className="email-composer__copies">
            {!showCopies.cc && (
              <Button
                type="link"
                size="small"
                onClick={() => setShowCopies((on) => ({ ...on, cc: true }))}
              >
                {t('composer.showCc')}
              </Button>
            )}
            {!showCopies.bcc && (
              <Button
                type="link"
                size="small"
                onClick={() => setShowCopies((on) => ({ ...on, bcc: true }))}
              >
                {t('composer.showBcc')}
              </Button>
            )}
          </div>
          {showCopies.cc && addressField('cc')}
          {showCopies.bcc && addressField('bcc')}
          <Form.Item
            label={t('composer.subject')}
            htmlFor={`${titleId}-subject`}
            className="email-composer__field"
          >
            <Input
              id={`${titleId}-subject`}
              value={subject}
              maxLength={300}
              onChange={(event) => {
                setSubject(event.target.value);
                touched();
              }}
            />
          </Form.Item>
          <span id={messageLabelId} className="sr-only">
            {t('composer.message')}
          </span>
          <Suspense
            fallback={
              <div className="email-editor email-editor--loading">
                <Spin size="small" /> <span>{t('composer.loading')}</span>
              </div>
            }
          >
            <RichTextEditor
              initialHtml={initialHtml}
              labelledBy={messageLabelId}
              focusAtStart={prefill.to.length > 0}
              onChange={(next) => {
                setHtml(next);
                touched();
              }}
            />
          </Suspense>
          <Upload
            multiple
            fileList={files}
            beforeUpload={(file) => {
              setFiles((current) => [...current, file]);
              touched();
              return false;
            }}
            onRemove={(file) => {
              setFiles((current) => current.filter((other) => other.uid !== file.uid));
            }}
            className="email-composer__files"
          >
            <Button icon={<PaperClipOutlined />}>{t('composer.attach')}</Button>
          </Upload>
          <footer className="email-composer__footer">
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={sending.isLoading}
              disabled={saving.isLoading}
              onClick={() => void onSend()}
            >
              {t('composer.send')}
            </Button>
            <Button
              loading={saving.isLoading}
              disabled={sending.isLoading}
              onClick={() => void onSaveDraft()}
            >
              {t('composer.saveDraft')}
            </Button>
          </footer>
        </Form>
      </section>
    </>
  );
}
