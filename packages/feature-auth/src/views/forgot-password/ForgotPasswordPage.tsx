import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../frame/AuthFrame';
import type { AuthPageProps } from '../frame/authPages';
import { BackToLogin } from '../shared/AuthLinks';
import { AuthResult } from '../shared/AuthResult';
import { useAuthRules } from '../shared/rules';
import { useSimulatedRequest } from '../shared/useSimulatedRequest';

export default function ForgotPasswordPage(props: AuthPageProps) {
  const { t } = useTranslation('auth');
  const rules = useAuthRules();
  const request = useSimulatedRequest();
  const [email, setEmail] = useState('');
  const sendLink = (values: { email: string }) => {
    setEmail(values.email);
    request.send();
  };
  return (
    <AuthFrame {...props} title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      {request.done ? (
        <AuthResult
          title={t('forgotPassword.doneTitle')}
          text={t('forgotPassword.doneText', { email })}
        />
      ) : (
        <>
          <Form layout="vertical" requiredMark={false} onFinish={sendLink}>
            <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
              <Input type="email" autoComplete="email" placeholder="john@example.com" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={request.sending}>
              {t('forgotPassword.submit')}
            </Button>
          </Form>
          <BackToLogin />
        </>
      )}
    </AuthFrame>
  );
}
