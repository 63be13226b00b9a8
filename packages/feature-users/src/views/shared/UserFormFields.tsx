import { Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactPattern,
  usernamePattern,
  type NewUser,
  type UserBilling,
  type UserPlan,
  type UserRole,
} from '@tessera/api-client';
import { userBillings, userPlans } from '@tessera/api-client/users';
import { billingKeys } from '../../model/presentation';
import { useRoles } from './useRoles';

/** What the add drawer and the edit modal ask for. */
export interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  company: string;
  country: string;
  contact: string;
  role: UserRole;
  currentPlan: UserPlan;
  billing?: UserBilling;
}

/** The fields the server may name in an error, so it shows under them. */
export const userFormFields = [
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
  'billing',
] as const;

/** Trimmed text, as the server stores it. */
export function toNewUser(values: UserFormValues): NewUser {
  return {
    fullName: values.fullName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    company: (values.company ?? '').trim(),
    country: values.country.trim(),
    contact: values.contact.trim(),
    role: values.role,
    currentPlan: values.currentPlan,
    ...(values.billing ? { billing: values.billing } : {}),
  };
}

/** The contract's rules (constants.ts), checked before anything is sent. */
function useUserRules() {
  const { t } = useTranslation('users');
  return useMemo(() => {
    const required = (field: string): FormRule => ({
      required: true,
      whitespace: true,
      message: t(`validation.required.${field}`),
    });
    const rules: Record<(typeof userFormFields)[number], FormRule[]> = {
      fullName: [required('fullName'), { max: 80, message: t('validation.max', { max: 80 }) }],
      username: [
        required('username'),
        { pattern: usernamePattern, message: t('validation.username') },
      ],
      email: [required('email'), { type: 'email', message: t('validation.email') }],
      company: [{ max: 80, message: t('validation.max', { max: 80 }) }],
      country: [required('country'), { max: 60, message: t('validation.max', { max: 60 }) }],
      contact: [required('contact'), { pattern: contactPattern, message: t('validation.contact') }],
      role: [required('role')],
      currentPlan: [required('currentPlan')],
      billing: [],
    };
    return rules;
  }, [t]);
}

/** The user's fields, in two columns on wide screens. `withBilling` adds the billing method. */
export function UserFormFields({ withBilling = false }: { withBilling?: boolean }) {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const rules = useUserRules();
  const half = { xs: 24, sm: 12 };
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="fullName" label={t('fields.fullName')} rules={rules.fullName}>
          <Input autoComplete="off" placeholder="Jane Cooper" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="username" label={t('fields.username')} rules={rules.username}>
          <Input autoComplete="off" placeholder="jane.cooper" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
          <Input type="email" autoComplete="off" placeholder="jane@example.com" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="contact" label={t('fields.contact')} rules={rules.contact}>
          <Input type="tel" autoComplete="off" placeholder="+1 (555) 010-2030" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="company" label={t('fields.company')} rules={rules.company}>
          <Input autoComplete="off" placeholder="Northwind" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="country" label={t('fields.country')} rules={rules.country}>
          <Input autoComplete="off" placeholder="Canada" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="role" label={t('fields.role')} rules={rules.role}>
          <Select placeholder={t('placeholders.role')} options={roles.options} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="currentPlan" label={t('fields.currentPlan')} rules={rules.currentPlan}>
          <Select
            placeholder={t('placeholders.plan')}
            options={userPlans.map((plan) => ({ value: plan, label: t(`planNames.${plan}`) }))}
          />
        </Form.Item>
      </Col>
      {withBilling && (
        <Col {...half}>
          <Form.Item name="billing" label={t('fields.billing')} rules={rules.billing}>
            <Select
              options={userBillings.map((billing) => ({
                value: billing,
                label: t(`billing.${billingKeys[billing]}`),
              }))}
            />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
