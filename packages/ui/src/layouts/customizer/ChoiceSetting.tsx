import { Radio } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutSettings } from '../../layout/settings';
import { useLayoutSetting } from '../../layout/useLayoutSetting';

/** The layout settings whose value is one of a list of words. */
export type ChoiceKey = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends string ? K : never;
}[keyof LayoutSettings];

interface ChoiceSettingProps<K extends ChoiceKey> {
  setting: K;
  values: readonly LayoutSettings[K][];
  /** Decorates an option (a preview, a swatch) around its translated label. */
  renderOption?: (value: LayoutSettings[K], label: string) => ReactNode;
  variant?: 'radios' | 'cards';
}

/**
 * One layout choice as a labelled radio group (arrow keys move between options). Labels are
 * `customizer.<setting>.label` and `customizer.<setting>.<value>`.
 */
export function ChoiceSetting<K extends ChoiceKey>({
  setting,
  values,
  renderOption,
  variant = 'radios',
}: ChoiceSettingProps<K>) {
  const { t } = useTranslation();
  const [value, setValue] = useLayoutSetting(setting);
  const labelId = useId();
  return (
    <div className="customizer__setting">
      <div id={labelId} className="customizer__label">
        {t(`customizer.${setting}.label`)}
      </div>
      <Radio.Group
        aria-labelledby={labelId}
        name={`customizer-${setting}`}
        className={`customizer__choices customizer__choices--${variant}`}
        value={value}
        onChange={(event) => setValue(event.target.value as LayoutSettings[K])}
      >
        {values.map((option) => {
          const label = t(`customizer.${setting}.${option}`);
          return (
            <Radio key={option} value={option}>
              {renderOption ? renderOption(option, label) : label}
            </Radio>
          );
        })}
      </Radio.Group>
    </div>
  );
}
