import { Button, Card, Descriptions, Flex, Form, Input, Radio, Select, Steps, Switch } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyMask, fillsMask, PageHeader, ResultView, Title } from '@tessera/ui';
import './forms.css';

const phoneMask = '(999) 999-9999';
const plans = ['starter', 'team', 'business'] as const;
const countries = ['canada', 'france', 'japan', 'morocco', 'norway'] as const;

interface WizardValues {
  email?: string;
  password?: string;
  confirm?: string;
  fullName?: string;
  phone?: string;
  country?: string;
  plan?: (typeof plans)[number];
  newsletter?: boolean;
}

/** Each step and the fields it checks before the next one opens. */
const steps = [
  { key: 'account', fields: ['email', 'password', 'confirm'] },
  { key: 'personal', fields: ['fullName', 'phone', 'country'] },
  { key: 'plan', fields: ['plan', 'newsletter'] },
  { key: 'review', fields: [] },
] as const;

/**
 * A sign-up in steps: a step's fields are checked before the next step opens, going back keeps
 * what was typed (the form keeps the values of the steps it does not show), the last step shows
 * everything before it is sent.
 */
export default function WizardDemo() {
  const { t } = useTranslation('showcase');
  const [form] = Form.useForm<WizardValues>();
  const [current, setCurrent] = useState(0);
  const [sent, setSent] = useState<WizardValues>();
  const moved = useRef(false);

  // Once the reader moves between steps, the new step's heading (or the result's, which loads
  // on demand) takes the focus as it appears, so a screen reader says where they are and Tab
  // goes on from there.
  const heading = useCallback((node: HTMLDivElement | null) => {
    if (node && moved.current) node.focus();
  }, []);

  const go = (step: number) => {
    moved.current = true;
    setCurrent(step);
  };
  const next = async () => {
    try {
      await form.validateFields([...steps[current].fields]);
    } catch {
      return;
    }
    go(current + 1);
  };

  const stepKey = steps[current].key;
  const values: WizardValues = stepKey === 'review' ? form.getFieldsValue(true) : {};
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('wizard.required', { field: t(`wizard.fields.${field}`) }),
  });

  if (sent) {
    return (
      <>
        <PageHeader title={t('titles.forms.wizard')} description={t('wizard.description')} />
        <Card>
          <ResultView
            status="success"
            illustrationTitle={t('wizard.done.title')}
            title={
              <div ref={heading} tabIndex={-1}>
                <Title level={2} size={4}>
                  {t('wizard.done.title')}
                </Title>
              </div>
            }
            subTitle={t('wizard.done.text', { name: sent.fullName, email: sent.email })}
            extra={
              <Button
                type="primary"
                onClick={() => {
                  form.resetFields();
                  setSent(undefined);
                  go(0);
                }}
              >
                {t('wizard.done.again')}
              </Button>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('titles.forms.wizard')} description={t('wizard.description')} />
      <Card>
        <Steps
          current={current}
          size="small"
          items={steps.map((step) => ({ title: t(`wizard.steps.${step.key}`) }))}
          style={{ marginBottom: 24 }}
        />
        <div key={stepKey} ref={heading} tabIndex={-1} className="forms-demo__step">
          <Title level={2} size={5}>
            {t('wizard.stepOf', {
              step: current + 1,
              count: steps.length,
              name: t(`wizard.steps.${stepKey}`),
            })}
          </Title>
        </div>
        <Form<WizardValues>
          form={form}
          name="wizard"
          layout="vertical"
          requiredMark={false}
          initialValues={{ plan: 'team', newsletter: true }}
          style={{ maxWidth: 560 }}
          onFinish={() =>
            current === steps.length - 1
              ? setSent(form.getFieldsValue(true) as WizardValues)
              : void next()
          }
        >
          {stepKey === 'account' && (
            <>
              <Form.Item
                name="email"
                label={t('wizard.fields.email')}
                rules={[required('email'), { type: 'email', message: t('wizard.email') }]}
              >
                <Input type="email" autoComplete="email" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('wizard.fields.password')}
                extra={t('wizard.passwordHelp')}
                rules={[required('password'), { min: 8, message: t('wizard.passwordHelp') }]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirm"
                label={t('wizard.fields.confirm')}
                dependencies={['password']}
                rules={[
                  required('confirm'),
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value?: string) => {
                      if (value && value !== getFieldValue('password')) {
                        throw new Error(t('wizard.mismatch'));
                      }
                    },
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          {stepKey === 'personal' && (
            <>
              <Form.Item
                name="fullName"
                label={t('wizard.fields.fullName')}
                rules={[required('fullName')]}
              >
                <Input autoComplete="name" />
              </Form.Item>
              <Form.Item
                name="phone"
                label={t('wizard.fields.phone')}
                extra={phoneMask}
                normalize={(value: string) => applyMask(phoneMask, value)}
                rules={[
                  required('phone'),
                  {
                    validator: async (_rule, value?: string) => {
                      if (value && !fillsMask(phoneMask, value)) throw new Error(t('wizard.phone'));
                    },
                  },
                ]}
              >
                <Input type="tel" inputMode="numeric" autoComplete="tel-national" />
              </Form.Item>
              <Form.Item
                name="country"
                label={t('wizard.fields.country')}
                rules={[
                  {
                    required: true,
                    message: t('wizard.required', { field: t('wizard.fields.country') }),
                  },
                ]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={countries.map((country) => ({
                    value: country,
                    label: t(`wizard.countries.${country}`),
                  }))}
                />
              </Form.Item>
            </>
          )}
          {stepKey === 'plan' && (
            <>
              <Form.Item name="plan" label={t('wizard.fields.plan')}>
                <Radio.Group
                  aria-label={t('wizard.fields.plan')}
                  options={plans.map((plan) => ({ value: plan, label: t(`wizard.plans.${plan}`) }))}
                />
              </Form.Item>
              <Form.Item name="newsletter" label={t('wizard.fields.newsletter')}>
                <Switch />
              </Form.Item>
            </>
          )}
          {stepKey === 'review' && (
            <Descriptions
              column={1}
              bordered
              size="small"
              style={{ marginBottom: 24 }}
              items={[
                { key: 'email', label: t('wizard.fields.email'), children: values.email },
                { key: 'password', label: t('wizard.fields.password'), children: '••••••••' },
                { key: 'fullName', label: t('wizard.fields.fullName'), children: values.fullName },
                { key: 'phone', label: t('wizard.fields.phone'), children: values.phone },
                {
                  key: 'country',
                  label: t('wizard.fields.country'),
                  children: values.country && t(`wizard.countries.${values.country}`),
                },
                {
                  key: 'plan',
                  label: t('wizard.fields.plan'),
                  children: values.plan && t(`wizard.plans.${values.plan}`),
                },
                {
                  key: 'newsletter',
                  label: t('wizard.fields.newsletter'),
                  children: values.newsletter ? t('wizard.yes') : t('wizard.no'),
                },
              ]}
            />
          )}
          <Flex gap="small" wrap>
            {current > 0 && <Button onClick={() => go(current - 1)}>{t('wizard.back')}</Button>}
            <Button type="primary" htmlType="submit">
              {current === steps.length - 1 ? t('wizard.submit') : t('wizard.next')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}
