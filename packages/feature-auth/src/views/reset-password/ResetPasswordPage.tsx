import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../frame/AuthFrame';
import type { AuthPageProps } from '../frame/authPages';
import { BackToLogin } from '../shared/AuthLinks';
import { AuthResult } from '../shared/AuthResult';
import { useAuthRules } from '../shared/rules';
import { useSimulatedRequest } from '../shared/useSimulatedRequest';

export default function ResetPasswordPage(props: AuthPageProps) {
  const { t } = useTranslation('auth');
  const rules = useAuthRules();
  const request = useSimulatedRequest();
  return (
    <AuthFrame {...props} title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      {request.done ? (
        <AuthResult title={t('resetPassword.doneTitle')} text={t('resetPassword.doneText')} />
      ) : (
        <>
          <Form layout="vertical" requiredMark={false} onFinish={request.send}>
            <Form.Item name="password" label={t('fields.newPassword')} rules={rules.newPassword}>
              <Input.Password autoComplete="new-password" placeholder="••••••••" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('fields.confirmPassword')}
              dependencies={['password']}
              rules={rules.confirmPassword('password')}
            >
              <Input.Password autoComplete="new-password" placeholder="••••••••" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={request.sending}>
              {t('resetPassword.submit')}
            </Button>
          </Form>
          <BackToLogin />
        </>
      )}
    </AuthFrame>
  );
}
