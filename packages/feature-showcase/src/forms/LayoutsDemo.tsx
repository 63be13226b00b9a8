import { Button, Card, Col, Form, Input, Row, Select, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';
import { Shown } from './Shown';

type Values = Record<string, string | undefined>;

/** One form of the page: it checks its fields, then shows what it would send. */
function DemoForm({
  name,
  title,
  layout,
  children,
  formProps,
}: {
  name: string;
  title: string;
  layout: FormProps['layout'];
  children: ReactNode;
  formProps?: FormProps<Values>;
}) {
  const { t } = useTranslation('showcase');
  const [sent, setSent] = useState<Values>();
  return (
    <Card title={title}>
      <Form<Values>
        name={name}
        layout={layout}
        requiredMark={false}
        onFinish={setSent}
        {...formProps}
      >
        {children}
      </Form>
      <Shown label={t('formLayouts.sent')}>
        {sent
          ? Object.entries(sent)
              .filter(([, value]) => value)
              .map(([field, value]) => `${t(`formLayouts.fields.${field}`)}: ${value}`)
              .join(' · ')
          : t('formLayouts.nothing')}
      </Shown>
    </Card>
  );
}

/** Vertical, horizontal, inline and multi-column forms: the same fields, laid out four ways. */
export default function LayoutsDemo() {
  const { t } = useTranslation('showcase');
  const required = (field: string) => [
    {
      required: true,
      whitespace: true,
      message: t('formLayouts.required', { field: t(`formLayouts.fields.${field}`) }),
    },
  ];
  const email = [...required('email'), { type: 'email' as const, message: t('formLayouts.email') }];
  const submit = (
    <Button htmlType="submit" type="primary">
      {t('formLayouts.submit')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('titles.forms.layouts')} description={t('formLayouts.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <DemoForm name="vertical" title={t('formLayouts.vertical')} layout="vertical">
            <Form.Item name="name" label={t('formLayouts.fields.name')} rules={required('name')}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item name="email" label={t('formLayouts.fields.email')} rules={email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="message" label={t('formLayouts.fields.message')}>
              <Input.TextArea rows={3} />
            </Form.Item>
            {submit}
          </DemoForm>
        </Col>
        <Col xs={24} lg={12}>
          <DemoForm
            name="horizontal"
            title={t('formLayouts.horizontal')}
            layout="horizontal"
            formProps={{ labelCol: { sm: { span: 8 } }, wrapperCol: { sm: { span: 16 } } }}
          >
            <Form.Item name="name" label={t('formLayouts.fields.name')} rules={required('name')}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item name="email" label={t('formLayouts.fields.email')} rules={email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="team" label={t('formLayouts.fields.team')} rules={required('team')}>
              <Select
                options={['design', 'support', 'sales'].map((team) => ({
                  value: t(`formLayouts.teams.${team}`),
                  label: t(`formLayouts.teams.${team}`),
                }))}
              />
            </Form.Item>
            <Form.Item wrapperCol={{ sm: { offset: 8, span: 16 } }}>{submit}</Form.Item>
          </DemoForm>
        </Col>
        <Col xs={24}>
          <DemoForm name="inline" title={t('formLayouts.inline')} layout="inline">
            <Form.Item name="name" label={t('formLayouts.fields.name')} rules={required('name')}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item name="email" label={t('formLayouts.fields.email')} rules={email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item>{submit}</Form.Item>
          </DemoForm>
        </Col>
        <Col xs={24}>
          <DemoForm name="columns" title={t('formLayouts.columns')} layout="vertical">
            <Row gutter={16}>
              {(['name', 'email', 'company', 'city', 'phone', 'team'] as const).map((field) => (
                <Col key={field} xs={24} md={12} xl={8}>
                  <Form.Item
                    name={field}
                    label={t(`formLayouts.fields.${field}`)}
                    rules={field === 'email' ? email : field === 'name' ? required('name') : []}
                  >
                    <Input type={field === 'email' ? 'email' : 'text'} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            {submit}
          </DemoForm>
        </Col>
      </Row>
    </>
  );
}
