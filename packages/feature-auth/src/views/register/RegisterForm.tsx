import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowServerError } from '@tessera/ui';
import { useNavigate } from 'react-router';
import { getUserData } from '@tessera/api-client';
import { homePathForRole } from '../../session/landing';
import { useAuthRequest } from '../../session/useAuthRequest';
import { registerRequested } from '../../store/slice';
import { useAuthRules } from '../shared/rules';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

/** Duplicate e-mail or username come back as errors on these fields (SPEC §5). */
const serverFields = ['username', 'email', 'password'] as const;

/** Creates an account; the new user is signed in at once and lands on their home page. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterValues>();
  const rules = useAuthRules();
  const navigate = useNavigate();
  const showServerError = useShowServerError(form, serverFields);
  const { isPending, send } = useAuthRequest('register');

  const register = ({ username, email, password }: RegisterValues) =>
    send(registerRequested({ username: username.trim(), email, password }), (outcome) => {
      if (outcome.status !== 'succeeded') return showServerError(outcome.error);
      return navigate(homePathForRole(getUserData()?.role), { replace: true });
    });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={register}>
      <Form.Item name="username" label={t('fields.username')} rules={rules.username}>
        <Input autoComplete="username" placeholder="johndoe" />
      </Form.Item>
      <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
        <Input type="email" autoComplete="email" placeholder="john@example.com" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.newPassword}>
        <Input.Password autoComplete="new-password" placeholder="••••••••" />
      </Form.Item>
      <Form.Item name="terms" valuePropName="checked" rules={rules.termsAccepted}>
        <Checkbox>{t('fields.terms')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
