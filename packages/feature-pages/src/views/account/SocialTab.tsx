import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountSocial } from '@tessera/api-client';
import { socialNetworks } from '@tessera/api-client/pages';
import type { UnsavedChanges } from '@tessera/ui';
import { useSaveSocialMutation } from '../../api';
import { webAddress } from './rules';
import { useTabForm } from './useTabForm';

/** Links to the person's profiles elsewhere: web addresses, each optional. */
export function SocialTab({ values, unsaved }: { values: AccountSocial; unsaved: UnsavedChanges }) {
  const { t } = useTranslation('pages');
  const [save] = useSaveSocialMutation();
  const { formProps, saving, onValuesChange } = useTabForm<AccountSocial, unknown>({
    name: 'account-social',
    fields: socialNetworks,
    send: (input) => save(input).unwrap(),
    unsaved,
  });

  return (
    <Form {...formProps} initialValues={values} onValuesChange={onValuesChange}>
      <Row gutter={16}>
        {socialNetworks.map((network) => (
          <Col xs={24} md={12} key={network}>
            <Form.Item
              name={network}
              label={t(`account.social.${network}`)}
              rules={[webAddress(t)]}
            >
              <Input type="url" placeholder="https://" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
