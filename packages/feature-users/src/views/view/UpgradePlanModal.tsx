import { Flex, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { type User, type UserPlan } from '@tessera/api-client';
import { userPlans } from '@tessera/api-client/users';
import { FormModal, useFeedback, Paragraph, Text } from '@tessera/ui';
import { formatPrice, planPrices } from '../../model/plans';
import { useErrorMessage } from '@tessera/ui';
import { useUpdateUserMutation } from '../../api';

interface UpgradePlanModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** Picks another plan for the user (saved with api.users.update). */
export function UpgradePlanModal({ user, open, onClose }: UpgradePlanModalProps) {
  const { t, i18n } = useTranslation('users');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ currentPlan: UserPlan }>();
  const describe = useErrorMessage();
  const [updateUser, { isLoading: pending }] = useUpdateUserMutation();

  const save = async ({ currentPlan }: { currentPlan: UserPlan }) => {
    if (currentPlan === user.currentPlan) return onClose();
    try {
      await updateUser({ id: user.id, currentPlan }).unwrap();
    } catch (failure) {
      void message.error(describe(failure));
      return;
    }
    void message.success(t('plan.changed', { plan: t(`planNames.${currentPlan}`) }));
    onClose();
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('plan.upgradeTitle')}
      okText={t('plan.choose')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      <Paragraph type="secondary">{t('plan.upgradeIntro')}</Paragraph>
      <Form
        form={form}
        name="upgrade-plan"
        initialValues={{ currentPlan: user.currentPlan }}
        onFinish={save}
      >
        <Form.Item name="currentPlan" noStyle>
          <Radio.Group aria-label={t('fields.currentPlan')} style={{ width: '100%' }}>
            <Flex vertical gap="small">
              {userPlans.map((plan) => (
                <Radio key={plan} value={plan}>
                  <Text strong>{t(`planNames.${plan}`)}</Text>{' '}
                  <Text type="secondary">
                    {t('plan.pricePerMonth', {
                      price: formatPrice(planPrices[plan], i18n.language),
                    })}
                  </Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
