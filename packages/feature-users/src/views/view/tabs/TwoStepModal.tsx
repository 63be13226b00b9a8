import { Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactPattern } from '@tessera/api-client';
import { FormModal } from '@tessera/ui';

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
  const [form] = Form.useForm<{ phone: string }>();
  const [enabledFor, setEnabledFor] = useState<string | null>(null);

  const close = () => {
    onClose();
    setEnabledFor(null);
  };

  const enable = ({ phone }: { phone: string }) => {
    const trimmed = phone.trim();
    setEnabledFor(trimmed);
    onEnabled(trimmed);
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
        <Result
          status="success"
          title={t('security.twoStepDone')}
          subTitle={t('security.twoStepOn', { phone: enabledFor })}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('security.twoStepHelp')}</Typography.Paragraph>
          <Form
            form={form}
            name="two-step"
            layout="vertical"
            requiredMark={false}
            onFinish={enable}
          >
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
