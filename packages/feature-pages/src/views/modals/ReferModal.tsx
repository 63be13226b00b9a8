import { CopyOutlined, GiftOutlined, MailOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { getUserData } from '@tessera/api-client';
import { FormModal, LtrText, Paragraph, Text, useSubmitForm, useCopyText } from '@tessera/ui';

const steps = [
  { key: 'invite', icon: <MailOutlined aria-hidden /> },
  { key: 'signup', icon: <UserAddOutlined aria-hidden /> },
  { key: 'reward', icon: <GiftOutlined aria-hidden /> },
] as const;

/**
 * Refer and earn: how it works, an invitation by email, and the caller's link to copy. An
 * example: the address is checked, then a toast says it would be sent; nothing is kept.
 */
export function ReferModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const copy = useCopyText();
  const link = `${window.location.origin}/register?ref=${encodeURIComponent(getUserData()?.username ?? 'friend')}`;
  const { formProps, modalProps } = useSubmitForm<{ email: string }, { email: string }>({
    name: 'refer',
    send: (values) => values,
    success: ({ email }) => t('modals.refer.done', { email: email.trim() }),
    onSaved: onClose,
  });
  return (
    <FormModal
      {...modalProps}
      open={open}
      title={t('modals.refer.title')}
      okText={t('modals.refer.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
    >
      <Paragraph type="secondary">{t('modals.refer.description')}</Paragraph>
      <ol className="modal-refer-steps">
        {steps.map(({ key, icon }) => (
          <li key={key}>
            <span className="modal-refer-steps__icon">{icon}</span>
            <Text>{t(`modals.refer.steps.${key}`)}</Text>
          </li>
        ))}
      </ol>
      <Form<{ email: string }> {...formProps}>
        <Form.Item
          name="email"
          label={t('modals.refer.email')}
          rules={[
            { required: true, message: t('modals.required') },
            { type: 'email', message: t('modals.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
      <Text className="modal-strong">{t('modals.refer.link')}</Text>
      <Flex gap="small" align="center" wrap className="modal-link">
        <code data-testid="referral-link">
          <LtrText>{link}</LtrText>
        </code>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(link)}>
          {t('modals.copy')}
        </Button>
      </Flex>
    </FormModal>
  );
}
