import { Button, Flex, Form, Input, Radio, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, Paragraph, Text, useSubmitForm } from '@tessera/ui';

const categories = ['crm', 'ecommerce', 'chat'] as const;
const frameworks = ['react', 'vue', 'angular', 'svelte'] as const;
const databases = ['postgres', 'mysql', 'sqlite'] as const;

interface AppValues {
  name: string;
  category: (typeof categories)[number];
  framework: (typeof frameworks)[number];
  database: (typeof databases)[number];
}

/** Each step and the fields it checks before the next one. */
const steps = [
  { key: 'details', fields: ['name', 'category'] },
  { key: 'framework', fields: ['framework'] },
  { key: 'database', fields: ['database'] },
  { key: 'submit', fields: [] },
] as const satisfies readonly { key: string; fields: readonly (keyof AppValues)[] }[];

const appNameMax = 40;

/**
 * Create an app, in four steps: its name and kind, its framework, its database, then a summary.
 * Next checks the step's fields; Back keeps what was chosen. An example: Create shows a toast,
 * nothing is kept.
 */
export function CreateAppModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [step, setStep] = useState(0);
  const close = () => {
    setStep(0);
    onClose();
  };
  const { form, formProps, modalProps } = useSubmitForm<AppValues, AppValues>({
    name: 'create-app',
    send: (values) => values,
    success: ({ name }) => t('modals.app.done', { name: name.trim() }),
    onSaved: close,
  });
  const values = Form.useWatch([], form) as Partial<AppValues> | undefined;
  const next = async () => {
    await form.validateFields([...steps[step].fields]);
    setStep(step + 1);
  };
  const last = step === steps.length - 1;
  const choices = <T extends string>(field: keyof AppValues, options: readonly T[]) => (
    <Radio.Group className="modal-choices">
      {options.map((option) => (
        <Radio key={option} value={option}>
          {t(`modals.app.options.${field}.${option}`)}
        </Radio>
      ))}
    </Radio.Group>
  );
  return (
    <FormModal
      {...modalProps}
      open={open}
      title={t('modals.app.title')}
      onCancel={close}
      width={640}
      footer={
        <Flex gap="small" justify="flex-end">
          {step > 0 && <Button onClick={() => setStep(step - 1)}>{t('modals.back')}</Button>}
          {last ? (
            <Button type="primary" onClick={modalProps.onOk}>
              {t('modals.app.submit')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void next().catch(() => undefined)}>
              {t('modals.next')}
            </Button>
          )}
        </Flex>
      }
    >
      <Steps
        size="small"
        current={step}
        className="modal-steps"
        items={steps.map(({ key }) => ({ title: t(`modals.app.steps.${key}`) }))}
      />
      <Form<AppValues>
        {...formProps}
        initialValues={{ category: 'crm', framework: 'react', database: 'postgres' }}
      >
        {/* Every step's fields stay in the form (hidden when not shown): Back keeps them. */}
        <Form.Item
          hidden={step !== 0}
          name="name"
          label={t('modals.app.name')}
          rules={[
            { required: true, whitespace: true, message: t('modals.required') },
            { max: appNameMax, message: t('account.rules.max', { count: appNameMax }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item hidden={step !== 0} name="category" label={t('modals.app.category')}>
          {choices('category', categories)}
        </Form.Item>
        <Form.Item hidden={step !== 1} name="framework" label={t('modals.app.framework')}>
          {choices('framework', frameworks)}
        </Form.Item>
        <Form.Item hidden={step !== 2} name="database" label={t('modals.app.database')}>
          {choices('database', databases)}
        </Form.Item>
      </Form>
      {last && values && (
        <div data-testid="app-summary">
          <Paragraph>{t('modals.app.ready')}</Paragraph>
          <dl className="modal-facts">
            <div>
              <dt>{t('modals.app.name')}</dt>
              <dd>{values.name}</dd>
            </div>
            {(['category', 'framework', 'database'] as const).map((field) => (
              <div key={field}>
                <dt>{t(`modals.app.${field}`)}</dt>
                <dd>
                  <Text>{t(`modals.app.options.${field}.${values[field] ?? ''}`)}</Text>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </FormModal>
  );
}
