import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FormModal,
  Paragraph,
  Text,
  Title,
  UserAvatar,
  useSubmitForm,
  useCopyText,
} from '@tessera/ui';

const roles = ['owner', 'editor', 'viewer'] as const;
type Role = (typeof roles)[number];

/** The project's members in this example. */
const members: { name: string; email: string; role: Role }[] = [
  { name: 'Lena Hartmann', email: 'lena@tessera.example', role: 'owner' },
  { name: 'Tomás Ferreira', email: 'tomas@tessera.example', role: 'editor' },
  { name: 'Yuki Sato', email: 'yuki@tessera.example', role: 'viewer' },
];

interface InviteValues {
  email: string;
  role: Role;
}

/**
 * Share a project: invite someone by email with a role, see who has access, copy the link. An
 * example: the invitation is checked, then a toast says it would be sent; nothing is kept.
 */
export function ShareProjectModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const copy = useCopyText();
  const roleOptions = roles.map((role) => ({
    value: role,
    label: t(`modals.share.roles.${role}`),
  }));
  const { formProps, modalProps } = useSubmitForm<InviteValues, InviteValues>({
    name: 'share-project',
    send: (values) => values,
    success: ({ email }) => t('modals.share.done', { email: email.trim() }),
    onSaved: onClose,
  });
  return (
    <FormModal
      {...modalProps}
      open={open}
      title={t('modals.share.title')}
      okText={t('modals.share.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
    >
      <Paragraph type="secondary">{t('modals.share.description')}</Paragraph>
      <Form<InviteValues> {...formProps} initialValues={{ role: 'viewer' }}>
        <Flex gap="small" wrap align="flex-start">
          <Form.Item
            name="email"
            label={t('modals.share.email')}
            style={{ flex: '1 1 220px' }}
            rules={[
              { required: true, message: t('modals.required') },
              { type: 'email', message: t('modals.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label={t('modals.share.role')} style={{ flex: '0 1 160px' }}>
            <Select options={roleOptions} />
          </Form.Item>
        </Flex>
      </Form>
      <Title level={3} size={5}>
        {t('modals.share.members', { count: members.length })}
      </Title>
      <ul className="pages-plain-list modal-members">
        {members.map((member) => (
          <li key={member.email}>
            <UserAvatar name={member.name} size={32} />
            <div className="modal-members__who">
              <Text className="modal-strong">{member.name}</Text>
              <br />
              <Text type="secondary">{member.email}</Text>
            </div>
            <Text>{t(`modals.share.roles.${member.role}`)}</Text>
          </li>
        ))}
      </ul>
      <Button
        icon={<LinkOutlined aria-hidden />}
        onClick={() => void copy(`${window.location.origin}/apps/projects/tessera-redesign`)}
      >
        {t('modals.share.copyLink')}
      </Button>
    </FormModal>
  );
}
