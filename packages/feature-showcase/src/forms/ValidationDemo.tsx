import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newUserSchema } from '@tessera/api-client/schemas';
import { userPlans, userRoles } from '@tessera/api-client/users';
import { inputProblems, type InputProblems } from '@tessera/api-client/validation';
import { LtrText, PageHeader, Text, useCheckRules } from '@tessera/ui';
import { Shown } from './Shown';

interface NewUserValues {
  fullName?: string;
  username?: string;
  email?: string;
  contact?: string;
  company?: string;
  country?: string;
  role?: string;
  currentPlan?: string;
}

// The users app's own rules: the contract's schema for a new user, checked in the browser. A
// refusal reads exactly as the server's 400 for the same values would.
const check = (values: NewUserValues) => inputProblems(newUserSchema, values);

const fields = ['fullName', 'username', 'email', 'contact', 'company', 'country'] as const;
const autocomplete: Record<(typeof fields)[number], string> = {
  fullName: 'name',
  username: 'username',
  email: 'email',
  contact: 'tel',
  company: 'organization',
  country: 'country-name',
};

/**
 * Validation driven by a zod schema: the "add user" form of the users app, checked field by
 * field with the contract's own schema, in the words the server uses (translated the way the
 * apps translate a server's refusal); beside it, what the server would answer for the values.
 */
export default function ValidationDemo() {
  const { t } = useTranslation('showcase');
  const rule = useCheckRules(check);
  const [problems, setProblems] = useState<InputProblems | undefined>(() =>
    check({ role: 'subscriber', currentPlan: 'basic' }),
  );
  const [accepted, setAccepted] = useState<NewUserValues>();

  return (
    <>
      <PageHeader title={t('titles.forms.validation')} description={t('validation.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Card title={t('validation.form.title')}>
            <Form<NewUserValues>
              name="add-user-check"
              layout="vertical"
              requiredMark={false}
              initialValues={{ role: 'subscriber', currentPlan: 'basic' }}
              onValuesChange={(_changed, values) => {
                setProblems(check(values));
                setAccepted(undefined);
              }}
              onFinish={setAccepted}
            >
              <Row gutter={16}>
                {fields.map((field) => (
                  <Col key={field} xs={24} md={12}>
                    <Form.Item
                      name={field}
                      label={t(`validation.fields.${field}`)}
                      rules={[rule(field)]}
                    >
                      <Input autoComplete={autocomplete[field]} />
                    </Form.Item>
                  </Col>
                ))}
                <Col xs={24} md={12}>
                  <Form.Item name="role" label={t('validation.fields.role')} rules={[rule('role')]}>
                    <Select
                      options={userRoles.map((role) => ({
                        value: role,
                        label: t(`validation.roles.${role}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="currentPlan"
                    label={t('validation.fields.currentPlan')}
                    rules={[rule('currentPlan')]}
                  >
                    <Select
                      options={userPlans.map((plan) => ({
                        value: plan,
                        label: t(`validation.plans.${plan}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Button type="primary" htmlType="submit">
                {t('validation.form.check')}
              </Button>
            </Form>
            <Shown label={t('validation.form.result')}>
              {accepted
                ? t('validation.form.accepted', { name: accepted.fullName?.trim() })
                : t('validation.form.waiting')}
            </Shown>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={t('validation.server.title')}>
            <Text type="secondary">{t('validation.server.text')}</Text>
            {problems ? (
              <ul className="forms-demo__problems" aria-label={t('validation.server.list')}>
                {Object.entries(problems).map(([field, problem]) => (
                  <li key={field}>
                    <LtrText>
                      <code>{field}</code>: {problem}
                    </LtrText>
                  </li>
                ))}
              </ul>
            ) : (
              <Shown label={t('validation.server.list')}>{t('validation.server.none')}</Shown>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
