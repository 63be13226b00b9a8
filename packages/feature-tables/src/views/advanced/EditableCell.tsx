import { EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@tessera/api-client';
import { IconAction } from '@tessera/ui';
import { CellEditor } from './CellEditor';
import { fieldLabelKey, type EditableField } from './editable';

interface EditableCellProps {
  employee: Employee;
  field: EditableField;
  /** The value as the table shows it. */
  children: ReactNode;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}

/** A cell with its pencil: pressed, the cell becomes its editor. */
export function EditableCell({
  employee,
  field,
  children,
  editing,
  onEdit,
  onDone,
}: EditableCellProps) {
  const { t } = useTranslation('tables');
  if (editing) return <CellEditor employee={employee} field={field} onDone={onDone} />;
  return (
    <span className="editable-cell">
      <span className="editable-cell__value">{children}</span>
      <IconAction
        label={t('edit.label', { field: t(fieldLabelKey[field]), name: employee.full_name })}
        tip={t('edit.tip')}
        icon={<EditOutlined aria-hidden />}
        onClick={onEdit}
      />
    </span>
  );
}
