import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, type FormRule } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@tessera/api-client';
import {
  employeeAgeMax,
  employeeAgeMin,
  employeeEarliestStart,
  employeeLatestStart,
  employeeSalaryMax,
  employeeTextMaxLength,
} from '@tessera/api-client/datatables';
import { NumberInput, useNumberRules, useSubmitForm } from '@tessera/ui';
import { useUpdateEmployeeMutation } from '../../api';
import { useStatusOptions } from '../shared/useStatusOptions';
import { fieldLabelKey, type EditableField } from './editable';

interface CellEditorProps {
  employee: Employee;
  field: EditableField;
  /** Leaves the editor: after a save, or when the edit is dropped (Cancel, Escape). */
  onDone: () => void;
}

/** The rules a field's value must meet: the server's own, said in the reader's language. */
function useRules(field: EditableField): FormRule[] {
  const { t } = useTranslation('tables');
  const salary = useNumberRules({
    message: t('edit.rules.salary', { max: employeeSalaryMax }),
    required: true,
    min: 0,
    max: employeeSalaryMax,
    integer: true,
  });
  const age = useNumberRules({
    message: t('edit.rules.age', { min: employeeAgeMin, max: employeeAgeMax }),
    required: true,
    min: employeeAgeMin,
    max: employeeAgeMax,
    integer: true,
  });
  switch (field) {
    case 'salary':
      return salary;
    case 'age':
      return age;
    case 'email':
      return [
        { required: true, whitespace: true, message: t('edit.rules.required') },
        { type: 'email', message: t('edit.rules.email') },
      ];
    case 'start_date':
      return [
        { required: true, message: t('edit.rules.required') },
        {
          validator: async (_rule, value: string | undefined) => {
            if (value && (value < employeeEarliestStart || value > employeeLatestStart)) {
              throw new Error(
                t('edit.rules.startDate', { from: employeeEarliestStart, to: employeeLatestStart }),
              );
            }
          },
        },
      ];
    case 'status':
      return [{ required: true, message: t('edit.rules.required') }];
    default:
      return [
        { required: true, whitespace: true, message: t('edit.rules.required') },
        {
          max: employeeTextMaxLength,
          message: t('edit.rules.max', { max: employeeTextMaxLength }),
        },
      ];
  }
}

/**
 * One cell being changed: its field, checked as the server checks it, saved with the inline-edit
 * call; the server's refusal shows under the field, and the row keeps the server's value.
 */
export function CellEditor({ employee, field, onDone }: CellEditorProps) {
  const { t } = useTranslation('tables');
  const [update] = useUpdateEmployeeMutation();
  const rules = useRules(field);
  const statusOptions = useStatusOptions();
  const fieldName = t(fieldLabelKey[field]);
  const label = t('edit.fieldOf', { field: fieldName, name: employee.full_name });
  const { formProps, saving } = useSubmitForm<Record<string, unknown>, Employee>({
    name: `edit-${employee.id}-${field}`,
    fields: [field],
    send: (values) => {
      const value = values[field];
      return update({
        id: employee.id,
        [field]:
          field === 'status' ? Number(value) : typeof value === 'string' ? value.trim() : value,
      }).unwrap();
    },
    success: (saved) => t('edit.saved', { field: fieldName, name: saved.full_name }),
    onSaved: onDone,
  });

  const initial = field === 'status' ? String(employee.status) : employee[field];
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDone();
    }
  };

  const control = () => {
    switch (field) {
      case 'salary':
      case 'age':
        return <NumberInput aria-label={label} autoFocus fractionDigits={0} />;
      case 'start_date':
        return <Input type="date" aria-label={label} autoFocus />;
      case 'status':
        return (
          <Select
            aria-label={label}
            autoFocus
            options={statusOptions}
            popupMatchSelectWidth={false}
          />
        );
      default:
        return <Input aria-label={label} autoFocus maxLength={employeeTextMaxLength + 20} />;
    }
  };

  return (
    <Form
      {...formProps}
      layout="inline"
      className="cell-editor"
      initialValues={{ [field]: initial }}
      onKeyDown={cancelOnEscape}
    >
      <Form.Item name={field} rules={rules} className="cell-editor__field">
        {control()}
      </Form.Item>
      <Button
        htmlType="submit"
        type="primary"
        size="small"
        loading={saving}
        icon={<CheckOutlined aria-hidden />}
        aria-label={t('edit.save', { field: fieldName })}
      />
      <Button
        size="small"
        icon={<CloseOutlined aria-hidden />}
        onClick={onDone}
        aria-label={t('edit.cancel')}
      />
    </Form>
  );
}
