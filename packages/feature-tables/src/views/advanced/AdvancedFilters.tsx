import { ClearOutlined, FilterOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { employeeTextMaxLength } from '@tessera/api-client/datatables';
import { NumberInput, useNumberRules, type NumberFieldValue } from '@tessera/ui';
import { useStatusOptions } from '../shared/useStatusOptions';

/** The column filters, as the URL holds them ('' for "any"). */
export interface ColumnFilterParams {
  status: string;
  name: string;
  post: string;
  email: string;
  city: string;
  salaryMin: string;
  salaryMax: string;
  ageMin: string;
  ageMax: string;
  startFrom: string;
  startTo: string;
}

type FormValues = Omit<ColumnFilterParams, 'salaryMin' | 'salaryMax' | 'ageMin' | 'ageMax'> & {
  salaryMin: NumberFieldValue;
  salaryMax: NumberFieldValue;
  ageMin: NumberFieldValue;
  ageMax: NumberFieldValue;
};

const textFields = ['name', 'post', 'email', 'city'] as const;

const toForm = (params: ColumnFilterParams): FormValues => ({
  ...params,
  salaryMin: params.salaryMin === '' ? null : Number(params.salaryMin),
  salaryMax: params.salaryMax === '' ? null : Number(params.salaryMax),
  ageMin: params.ageMin === '' ? null : Number(params.ageMin),
  ageMax: params.ageMax === '' ? null : Number(params.ageMax),
});

const numberText = (value: NumberFieldValue) => (typeof value === 'number' ? String(value) : '');

const toParams = (values: FormValues): ColumnFilterParams => ({
  status: values.status ?? '',
  name: values.name?.trim() ?? '',
  post: values.post?.trim() ?? '',
  email: values.email?.trim() ?? '',
  city: values.city?.trim() ?? '',
  salaryMin: numberText(values.salaryMin),
  salaryMax: numberText(values.salaryMax),
  ageMin: numberText(values.ageMin),
  ageMax: numberText(values.ageMax),
  startFrom: values.startFrom ?? '',
  startTo: values.startTo ?? '',
});

export const noColumnFilters = toParams({} as FormValues);

/** A range's end must not come before its start (only checked when both are given). */
function notBefore(startField: keyof FormValues, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const start: unknown = getFieldValue(startField);
      if (value === null || value === undefined || value === '') return;
      if (start === null || start === undefined || start === '') return;
      if (
        typeof start === typeof value &&
        (start as number | string) > (value as number | string)
      ) {
        throw new Error(message);
      }
    },
  });
}

interface AdvancedFiltersProps {
  value: ColumnFilterParams;
  onChange: (filters: ColumnFilterParams) => void;
}

/**
 * A filter per column: texts (anywhere in the field, any case), salary and age ranges, a range
 * of start dates and the status. Applied together; the URL keeps them.
 */
export function AdvancedFilters({ value, onChange }: AdvancedFiltersProps) {
  const { t } = useTranslation('tables');
  const [form] = Form.useForm<FormValues>();
  const statusOptions = useStatusOptions();
  const wholeRule = useNumberRules({ message: t('filters.whole'), min: 0, integer: true });

  // The URL changes from outside too (Back, a link): the fields follow it.
  useEffect(() => {
    form.setFieldsValue(toForm(value));
  }, [form, value]);

  const text = (field: (typeof textFields)[number]) => (
    <Col xs={24} sm={12} lg={6} key={field}>
      <Form.Item
        name={field}
        label={t(`filters.${field}`)}
        rules={[
          {
            max: employeeTextMaxLength,
            message: t('edit.rules.max', { max: employeeTextMaxLength }),
          },
        ]}
      >
        <Input allowClear placeholder={t(`filters.${field}Placeholder`)} />
      </Form.Item>
    </Col>
  );

  return (
    <Card className="advanced-filters" title={t('filters.title')}>
      <Form<FormValues>
        form={form}
        name="column-filters"
        layout="vertical"
        requiredMark={false}
        initialValues={toForm(value)}
        onFinish={(values) => onChange(toParams(values))}
      >
        <Row gutter={16}>
          {textFields.map(text)}
          <Col xs={12} sm={6} lg={3}>
            <Form.Item name="salaryMin" label={t('filters.salaryMin')} rules={wholeRule}>
              <NumberInput fractionDigits={0} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item
              name="salaryMax"
              label={t('filters.salaryMax')}
              dependencies={['salaryMin']}
              rules={[...wholeRule, notBefore('salaryMin', t('filters.rangeOrder'))]}
            >
              <NumberInput fractionDigits={0} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item name="ageMin" label={t('filters.ageMin')} rules={wholeRule}>
              <NumberInput fractionDigits={0} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item
              name="ageMax"
              label={t('filters.ageMax')}
              dependencies={['ageMin']}
              rules={[...wholeRule, notBefore('ageMin', t('filters.rangeOrder'))]}
            >
              <NumberInput fractionDigits={0} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item name="startFrom" label={t('filters.startFrom')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <Form.Item
              name="startTo"
              label={t('filters.startTo')}
              dependencies={['startFrom']}
              rules={[notBefore('startFrom', t('filters.dateOrder'))]}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="status" label={t('fields.status')}>
              <Select allowClear placeholder={t('list.anyStatus')} options={statusOptions} />
            </Form.Item>
          </Col>
        </Row>
        <div className="advanced-filters__actions">
          <Button type="primary" htmlType="submit" icon={<FilterOutlined aria-hidden />}>
            {t('filters.apply')}
          </Button>
          <Button
            icon={<ClearOutlined aria-hidden />}
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(toForm(noColumnFilters));
              onChange(noColumnFilters);
            }}
          >
            {t('filters.clear')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
