import { Flex, Select, theme, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** Visible label, also the select's accessible name. */
  label: string;
  /** Shown when nothing is chosen; defaults to "Any". */
  placeholder?: string;
  /** The chosen value; '' or undefined means any. */
  value: string | undefined;
  options: readonly FilterOption[];
  /** Receives undefined when the filter is cleared. */
  onChange: (value: string | undefined) => void;
  allowClear?: boolean;
  width?: number;
}

/** A labelled select for a list's filter row. */
export function FilterSelect({
  label,
  placeholder,
  value,
  options,
  onChange,
  allowClear = true,
  width = 180,
}: FilterSelectProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const id = useId();
  return (
    <Flex vertical gap={4} className="filter-select">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      <Select<string>
        id={id}
        value={value || undefined}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        onChange={(next) => onChange(next || undefined)}
        placeholder={placeholder ?? t('list.any')}
        allowClear={allowClear}
        style={{ width, maxWidth: '100%' }}
        // antd's placeholder grey is too pale to read (axe flags it): "Any" is information here.
        styles={{ placeholder: { color: token.colorTextDescription } }}
      />
    </Flex>
  );
}
