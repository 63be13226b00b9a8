import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactPattern } from '@tessera/api-client';
import { FormModal, LtrText, Paragraph, useSubmitForm, useCopyText } from '@tessera/ui';

type Method = 'app' | 'sms';
interface TwoFactorValues {
  method: Method;
  code?: string;
  phone?: string;
}

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A setup key as authenticator apps take it: 16 base-32 letters, in groups of four. */
function newSetupKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const letters = [...bytes].map((byte) => keyAlphabet[byte % keyAlphabet.length]).join('');
  return letters.match(/.{4}/g)?.join(' ') ?? letters;
}

/**
 * Two-step verification: choose an authenticator app or text messages, then enter the app's
 * six-digit code or the phone number. An example: a toast says it passed; nothing is changed.
 */
export function TwoFactorModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const copy = useCopyText();
  const [step, setStep] = useState<'method' | 'verify'>('method');
  const [setupKey] = useState(newSetupKey);
  const close = () => {
    setStep('method');
    onClose();
  };
  const { form, formProps, modalProps } = useSubmitForm<TwoFactorValues, TwoFactorValues>({
    name: 'two-factor',
    send: (values) => values,
    success: ({ method }) => t(`modals.twoFactor.done_${method}`),
    onSaved: close,
  });
  const method = (Form.useWatch('method', form) as Method | undefined) ?? 'app';
  const verifying = step === 'verify';
  return (
    <FormModal
      {...modalProps}
      open={open}
      title={t('modals.twoFactor.title')}
      onCancel={close}
      footer={
        <Flex gap="small" justify="flex-end">
          {verifying && <Button onClick={() => setStep('method')}>{t('modals.back')}</Button>}
          {verifying ? (
            <Button type="primary" onClick={modalProps.onOk}>
              {t('modals.twoFactor.submit')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setStep('verify')}>
              {t('modals.next')}
            </Button>
          )}
        </Flex>
      }
    >
      <Form<TwoFactorValues> {...formProps} initialValues={{ method: 'app' }}>
        <Form.Item hidden={verifying} name="method" label={t('modals.twoFactor.method')}>
          <Radio.Group className="modal-choices modal-choices--stacked">
            <Radio value="app">{t('modals.twoFactor.app')}</Radio>
            <Radio value="sms">{t('modals.twoFactor.sms')}</Radio>
          </Radio.Group>
        </Form.Item>
        {verifying && method === 'app' && (
          <>
            <Paragraph>{t('modals.twoFactor.appHelp')}</Paragraph>
            <Flex gap="small" align="center" wrap className="modal-link">
              <code data-testid="setup-key">
                <LtrText>{setupKey}</LtrText>
              </code>
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(setupKey)}>
                {t('modals.copy')}
              </Button>
            </Flex>
            <Form.Item
              name="code"
              label={t('modals.twoFactor.code')}
              rules={[
                { required: true, message: t('modals.required') },
                { pattern: /^\d{6}$/, message: t('modals.twoFactor.codeInvalid') },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
          </>
        )}
        {verifying && method === 'sms' && (
          <Form.Item
            name="phone"
            label={t('modals.twoFactor.phone')}
            extra={t('modals.twoFactor.phoneHelp')}
            rules={[
              { required: true, message: t('modals.required') },
              { pattern: contactPattern, message: t('account.rules.phone') },
            ]}
          >
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
