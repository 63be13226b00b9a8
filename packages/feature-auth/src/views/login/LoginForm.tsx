import { Button, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getUserData } from '@tessera/api-client';
import { landingPath } from '../../session/landing';
import { useAuthRequest } from '../../session/useAuthRequest';
import { loginRequested } from '../../store/slice';
import { useAuthPagePath } from '../frame/authPages';
import { useAuthRules } from '../shared/rules';
import { useShowServerError } from '../shared/serverErrors';
import { DemoAccounts } from './DemoAccounts';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const serverFields = ['email', 'password'] as const;

/** Signs in, then follows a safe `returnTo` or goes to the role's home page. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const rules = useAuthRules();
  const pathTo = useAuthPagePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const showServerError = useShowServerError(form, serverFields);
  const { isPending, send } = useAuthRequest('login');

  const signIn = ({ email, password }: LoginValues) =>
    send(loginRequested({ email, password }), (outcome) => {
      if (outcome.status !== 'succeeded') return showServerError(outcome.error);
      const target = landingPath(searchParams.get('returnTo'), getUserData()?.role);
      return navigate(target, { replace: true });
    });

  return (
    <>
      <DemoAccounts onPick={(account) => form.setFieldsValue(account)} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ remember: true }}
        onFinish={signIn}
      >
        <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
          <Input type="email" autoComplete="username" placeholder="john@example.com" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={rules.password}>
          <Input.Password autoComplete="current-password" placeholder="••••••••" />
        </Form.Item>
        <div className="auth-form__row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('fields.remember')}</Checkbox>
          </Form.Item>
          <Link to={pathTo('forgot-password')}>{t('login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
