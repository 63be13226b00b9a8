import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactPattern } from '@tessera/api-client';
import { FormModal, Paragraph, ResultView, useSubmitForm } from '@tessera/ui';

interface TwoStepModalProps {
  open: boolean;
  onClose: () => void;
  /** The phone number that now receives the codes. */
  onEnabled: (phone: string) => void;
}

/**
 * Two-step setup: a phone number (same rule as the contact field), then a confirmation. The
 * directory has no endpoint for it, so the setting stays on this screen.
 */
export function TwoStepModal({ open, onClose, onEnabled }: TwoStepModalProps) {
  const { t } = useTranslation('users');
  const [enabledFor, setEnabledFor] = useState<string | null>(null);
  const { form, formProps } = useSubmitForm({
    name: 'two-step',
    send: ({ phone }: { phone: string }) => phone.trim(),
    onSaved: (phone) => {
      setEnabledFor(phone);
      onEnabled(phone);
    },
  });

  const close = () => {
    onClose();
    setEnabledFor(null);
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('security.twoStepTitle')}
      onCancel={close}
      footer={
        enabledFor
          ? [
              <Button key="done" type="primary" onClick={close}>
                {t('actions.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('actions.cancel')}
              </Button>,
              <Button key="submit" type="primary" onClick={() => form.submit()}>
                {t('security.sendCode')}
              </Button>,
            ]
      }
    >
      {enabledFor ? (
        <ResultView
          status="success"
          title={t('security.twoStepDone')}
          subTitle={t('security.twoStepOn', { phone: enabledFor })}
        />
      ) : (
        <>
          <Paragraph type="secondary">{t('security.twoStepHelp')}</Paragraph>
          <Form {...formProps}>
            <Form.Item
              name="phone"
              label={t('security.phone')}
              rules={[
                { required: true, whitespace: true, message: t('security.phoneRequired') },
                { pattern: contactPattern, message: t('validation.contact') },
              ]}
            >
              <Input type="tel" autoComplete="tel" placeholder="+1 (555) 010-2030" />
            </Form.Item>
          </Form>
        </>
      )}
    </FormModal>
  );
}
