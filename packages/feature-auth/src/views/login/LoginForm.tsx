import { useEffect, useId, useRef, useState } from 'react';
import { Button, Checkbox, Form, Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowServerError } from '@tessera/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getUserData, sessionEndedParam } from '@tessera/api-client';
import { landingPath } from '../../session/landing';
import { useAuthRequest } from '../../session/useAuthRequest';
import { loginRequested, type AuthError } from '../../store/slice';
import { useAuthPagePath } from '../frame/authPages';
import { useAuthRules } from '../shared/rules';
import { AuthNotice } from './AuthNotice';
import { DemoAccounts } from './DemoAccounts';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const serverFields = ['email', 'password'] as const;

/**
 * The server answers wrong credentials with a 400 on `email`, but either field may be wrong:
 * the form says so once, above both, rather than under Email alone.
 */
const isCredentialsError = (error: AuthError | null) =>
  error?.status === 400 && Boolean(error.fieldErrors?.email);

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
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const credentialsErrorId = useId();
  const sessionEnded = searchParams.get(sessionEndedParam.name) === sessionEndedParam.value;

  const signIn = ({ email, password }: LoginValues) =>
    send(loginRequested({ email, password }), (outcome) => {
      if (outcome.status !== 'succeeded') {
        if (isCredentialsError(outcome.error)) return setCredentialsRefused(true);
        return showServerError(outcome.error);
      }
      const target = landingPath(searchParams.get('returnTo'), getUserData()?.role);
      return navigate(target, { replace: true });
    });

  // The page rendered at build time is taken over with what the visitor typed in its fields
  // (React keeps it there): the form's state starts from it, or the fields' next render would
  // empty them.
  const emailInput = useRef<InputRef>(null);
  const passwordInput = useRef<InputRef>(null);
  useEffect(() => {
    const typed = {
      email: emailInput.current?.input?.value,
      password: passwordInput.current?.input?.value,
    };
    form.setFieldsValue(Object.fromEntries(Object.entries(typed).filter(([, value]) => value)));
  }, [form]);

  /**
   * A sign-in sent before the app took that page over: React sends it once it has (the form's
   * action), with what was typed. Afterwards the form's own submit sends it.
   */
  const signInSentEarly = async (data: FormData) => {
    form.setFieldsValue({
      email: String(data.get('email')),
      password: String(data.get('password')),
    });
    // Awaited: React resets the form once its action is done, and the values are read by then.
    const values = await form.validateFields().catch(() => undefined);
    if (values) signIn(values);
  };

  return (
    <>
      {sessionEnded && <AuthNotice kind="info">{t('login.sessionEnded')}</AuthNotice>}
      <DemoAccounts
        onPick={(account) => {
          form.setFieldsValue(account);
          setCredentialsRefused(false);
        }}
      />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ remember: true }}
        onFinish={signIn}
        onValuesChange={() => setCredentialsRefused(false)}
        action={signInSentEarly}
      >
        {credentialsRefused && (
          <AuthNotice id={credentialsErrorId} kind="error">
            {t('login.invalidCredentials')}
          </AuthNotice>
        )}
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={rules.email}
          validateStatus={credentialsRefused ? 'error' : undefined}
        >
          <Input
            ref={emailInput}
            name="email"
            type="email"
            autoComplete="username"
            placeholder="john@example.com"
            {...invalidProps(credentialsRefused, credentialsErrorId)}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={rules.password}
          validateStatus={credentialsRefused ? 'error' : undefined}
        >
          <Input.Password
            ref={passwordInput}
            name="password"
            autoComplete="current-password"
            placeholder="••••••••"
            {...invalidProps(credentialsRefused, credentialsErrorId)}
          />
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

/** Marks a field invalid and ties it to the message that says why. */
function invalidProps(invalid: boolean, messageId: string) {
  return invalid ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
}
