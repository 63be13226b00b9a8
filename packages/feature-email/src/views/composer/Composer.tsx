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
  LazyRichTextEditor,
  trapFocus,
  useConfirm,
  useFeedback,
  usePanelFocus,
  useShowServerError,
  useUnsavedChanges,
} from '@tessera/ui';
import { sanitizeHtml } from '@tessera/ui/safe-html';
import { Button, Form, Input, Select, Spin, Tag, Upload, type UploadFile } from 'antd';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailAddressProblem, uniqueAddresses } from '@tessera/api-client/email';
import { useSaveDraftMutation, useSendEmailMutation } from '../../api';
import type { ComposerPrefill } from './prefill';
import './composer.css';

/** The editor comes with its own chunk; meanwhile a line says it is on its way. */
function EditorLoading() {
  const { t } = useTranslation('email');
  return (
    <div className="email-editor email-editor--loading">
      <Spin size="small" /> <span>{t('composer.loading')}</span>
    </div>
  );
}

/** The contract's own rule: a chip the server would refuse is refused here first. */
const isAddress = (text: string) => emailAddressProblem(text) === null;

const addressFields = ['to', 'cc', 'bcc'] as const;
type AddressField = (typeof addressFields)[number];
type Addresses = Record<AddressField, string[]>;

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
  const [form] = Form.useForm<Addresses>();
  const showServerError = useShowServerError(form, addressFields);
  const titleId = useId();
  const messageLabelId = useId();
  const [size, setSize] = useState<'normal' | 'minimised' | 'maximised'>('normal');
  const [showCopies, setShowCopies] = useState({
    cc: prefill.cc.length > 0,
    bcc: prefill.bcc.length > 0,
  });
  const [subject, setSubject] = useState(prefill.subject);
  const initialHtml = useMemo(() => sanitizeHtml(prefill.message), [prefill.message]);
  const [html, setHtml] = useState(initialHtml);
  // A reopened draft's files come first: the server keeps them, and sending keeps them too.
  const [files, setFiles] = useState<UploadFile[]>(() =>
    prefill.attachments.map((file, index) => ({
      uid: `saved-${index}`,
      name: file.fileName,
      size: file.size,
      status: 'done',
      url: file.url,
      thumbUrl: file.thumbnail,
    })),
  );
  const [draftId, setDraftId] = useState(prefill.draftId);
  // Unsent words ask before any way out that loses the composer: another folder or page (menu,
  // Back), a reload, closing the tab.
  const unsaved = useUnsavedChanges();
  const [send, sending] = useSendEmailMutation();
  const [saveDraft, saving] = useSaveDraftMutation();
  const panelRef = useRef<HTMLElement>(null);
  usePanelFocus(panelRef);

  const touched = unsaved.changed;

  /** The addresses, if each is well formed (and, to send, there is a recipient); else null. */
  const checkedAddresses = async (requireRecipient: boolean): Promise<Addresses | null> => {
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    // Every address field, shown or not (cc and bcc stay hidden until asked for).
    const { to = [], cc = [], bcc = [] } = form.getFieldsValue(true) as Partial<Addresses>;
    if (requireRecipient && to.length === 0) {
      form.setFields([{ name: 'to', errors: [t('composer.needsRecipient')] }]);
      return null;
    }
    return { to, cc, bcc };
  };

  const payload = (addresses: Addresses) => ({
    ...addresses,
    subject: subject.trim(),
    // What leaves the editor is sanitised once more: the server keeps it, others render it.
    message: sanitizeHtml(html),
    attachments: files.map((file) => ({ fileName: file.name, size: file.size ?? 0 })),
  });

  const onSend = async () => {
    const addresses = await checkedAddresses(true);
    if (!addresses) return;
    try {
      await unsaved.saving(send({ ...payload(addresses), draftId }).unwrap());
      void message.success(t('composer.sent'));
      onClose();
    } catch (failure) {
      // The server's word on an address (`to.1`) goes under its field, anything else in a toast.
      showServerError(failure);
    }
  };

  const onSaveDraft = async () => {
    const addresses = await checkedAddresses(false);
    if (!addresses) return;
    try {
      const saved = await unsaved.saving(
        saveDraft({ ...payload(addresses), id: draftId }).unwrap(),
      );
      setDraftId(saved.id);
      void message.success(t('composer.draftSaved'));
    } catch (failure) {
      showServerError(failure);
    }
  };

  const onCloseClick = async () => {
    if (unsaved.dirty) {
      const discard = await confirm({
        title: t('composer.discardTitle'),
        content: t('composer.discardContent'),
        okText: t('composer.discard'),
        danger: true,
      });
      if (!discard) return;
      unsaved.discard();
    }
    onClose();
  };

  const addressField = (field: AddressField) => (
    <Form.Item
      key={field}
      name={field}
      label={t(`composer.${field}`)}
      htmlFor={`${titleId}-${field}`}
      // One chip per mailbox: OK@EXAMPLE.COM after ok@example.com adds nothing.
      normalize={(values: string[]) =>
        uniqueAddresses(values.map((value) => value.trim()).filter(Boolean))
      }
      rules={[
        {
          validator: (_, values: string[] = []) => {
            for (const address of values) {
              const problem = emailAddressProblem(address);
              if (problem === 'invalid')
                return Promise.reject(new Error(t('composer.invalidAddress', { address })));
              if (problem === 'tooLong')
                return Promise.reject(new Error(t('composer.tooLongAddress', { address })));
            }
            return Promise.resolve();
          },
        },
      ]}
      className="email-composer__field"
    >
      <Select
        id={`${titleId}-${field}`}
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', ' ', ';']}
        placeholder={t('composer.addresses')}
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
              <bdi title={text}>{text}</bdi>
            </Tag>
          );
        }}
      />
    </Form.Item>
  );

  const maximised = size === 'maximised';
  /**
   * Maximised, the composer is modal: Tab stays inside, and Escape brings it back down. Docked,
   * it is a region of the page, and Escape closes it (asking first when something is unsent).
   */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (maximised) setSize('normal');
      else void onCloseClick();
    } else if (maximised) trapFocus(event);
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
        ref={panelRef}
        tabIndex={-1}
        className={`email-composer email-composer--${size}`}
        role={maximised ? 'dialog' : 'region'}
        aria-modal={maximised ? true : undefined}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
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
          form={form}
          layout="horizontal"
          className="email-composer__form"
          hidden={size === 'minimised'}
          component="div"
          initialValues={{ to: prefill.to, cc: prefill.cc, bcc: prefill.bcc }}
          onValuesChange={touched}
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
          <LazyRichTextEditor
            loading={<EditorLoading />}
            initialHtml={initialHtml}
            labelledBy={messageLabelId}
            focusAtStart={prefill.to.length > 0}
            onChange={(next: string) => {
              setHtml(next);
              touched();
            }}
          />
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
              touched();
            }}
            className="email-composer__files"
          >
            <Button icon={<PaperClipOutlined aria-hidden />}>{t('composer.attach')}</Button>
          </Upload>
          <footer className="email-composer__footer">
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
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
