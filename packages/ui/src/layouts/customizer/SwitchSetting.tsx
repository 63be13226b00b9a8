import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutSettings } from '../../layout/settings';
import { useLayoutSetting } from '../../layout/useLayoutSetting';

/** The layout settings that are on or off. */
export type FlagKey = {
  [K in keyof LayoutSettings]: LayoutSettings[K] extends boolean ? K : never;
}[keyof LayoutSettings];

/** One on/off layout choice; the label (`customizer.<setting>`) toggles it too. */
export function SwitchSetting({ setting }: { setting: FlagKey }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useLayoutSetting(setting);
  const id = useId();
  return (
    <div className="customizer__setting customizer__setting--inline">
      <label htmlFor={id} className="customizer__label">
        {t(`customizer.${setting}`)}
      </label>
      <Switch id={id} checked={checked} onChange={setChecked} />
    </div>
  );
}
