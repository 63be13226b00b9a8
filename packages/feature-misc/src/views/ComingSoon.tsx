import { RocketOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@tessera/ui';
import { MiscPage } from './MiscPage';

/** Coming soon, with a "notify me" form that validates the address. */
export default function ComingSoon() {
  const { t } = useTranslation('misc');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ email: string }>();
  const notify = () => {
    message.success(t('comingSoon.subscribed'));
    form.resetFields();
  };
  return (
    <MiscPage
      messageKey="comingSoon"
      status="info"
      icon={<RocketOutlined aria-hidden />}
      testId="coming-soon-page"
      extra={
        <Form form={form} layout="inline" onFinish={notify} className="misc-page__form">
          <Space.Compact>
            <Form.Item
              name="email"
              noStyle
              rules={[
                { required: true, message: t('comingSoon.emailRequired') },
                { type: 'email', message: t('comingSoon.emailInvalid') },
              ]}
            >
              <Input
                type="email"
                aria-label={t('comingSoon.email')}
                placeholder="john@example.com"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('comingSoon.notify')}
            </Button>
          </Space.Compact>
          <Form.Item shouldUpdate noStyle>
            {() => {
              const errors = form.getFieldError('email');
              return errors.length ? (
                <div role="alert" className="ant-form-item-explain-error">
                  {errors[0]}
                </div>
              ) : null;
            }}
          </Form.Item>
        </Form>
      }
    />
  );
}
