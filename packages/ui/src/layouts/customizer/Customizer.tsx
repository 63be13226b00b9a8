import { DatabaseOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Drawer, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  contentWidths,
  directions,
  footerTypes,
  layoutTypes,
  navbarColors,
  navbarTypes,
  routeTransitions,
  skins,
} from '../../layout/settings';
import { layoutReset, selectLayout } from '../../layout/slice';
import { useConfirmedAction } from '../../forms/useConfirmedAction';
import { useDemoData } from '../../shell/DemoData';
import { navbarBackground } from '../navbar/navbarColors';
import { ChoiceSetting } from './ChoiceSetting';
import { CustomizerSection } from './CustomizerSection';
import { SwitchSetting } from './SwitchSetting';

function SkinCard({ skin, label }: { skin: string; label: string }) {
  return (
    <span className="skin-card">
      <span className={`skin-card__preview skin-card__preview--${skin}`} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}

function ColorOption({ color, label }: { color: string; label: string }) {
  const { token } = theme.useToken();
  return (
    <span className="color-option">
      <span
        className="color-option__swatch"
        style={{ background: navbarBackground(color) ?? token.colorBgContainer }}
        aria-hidden="true"
      />
      {label}
    </span>
  );
}

/** Every layout choice, applied live through the layout slice. */
export function Customizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { direction } = useSelector(selectLayout);
  const dispatch = useDispatch();
  const demoData = useDemoData();
  const act = useConfirmedAction();
  const resetDemoData = (reset: () => Promise<void>) =>
    act(reset, {
      confirm: {
        title: t('demoData.reset.confirm'),
        content: t('demoData.reset.consequence'),
        okText: t('demoData.reset.action'),
        danger: true,
      },
      done: t('demoData.reset.done'),
    });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('customizer.title')}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={380}
    >
      <div className="customizer" data-testid="customizer">
        <Typography.Paragraph type="secondary">{t('customizer.description')}</Typography.Paragraph>
        <CustomizerSection title={t('customizer.theming')}>
          <ChoiceSetting
            setting="skin"
            values={skins}
            variant="cards"
            renderOption={(skin, label) => <SkinCard skin={skin} label={label} />}
          />
          <ChoiceSetting setting="direction" values={directions} />
        </CustomizerSection>
        <CustomizerSection title={t('customizer.layout')}>
          <ChoiceSetting setting="layoutType" values={layoutTypes} />
          <SwitchSetting setting="menuCollapsed" />
          <SwitchSetting setting="menuHidden" />
          <SwitchSetting setting="templateShown" />
          <SwitchSetting setting="pageTabs" />
          <ChoiceSetting setting="contentWidth" values={contentWidths} />
          <ChoiceSetting setting="navbarType" values={navbarTypes} />
          <ChoiceSetting
            setting="navbarColor"
            values={navbarColors}
            renderOption={(color, label) => <ColorOption color={color} label={label} />}
          />
          <ChoiceSetting setting="footerType" values={footerTypes} />
          <ChoiceSetting setting="routeTransition" values={routeTransitions} />
        </CustomizerSection>
        <Button block icon={<UndoOutlined aria-hidden />} onClick={() => dispatch(layoutReset())}>
          {t('customizer.reset')}
        </Button>
        {demoData && (
          <Button
            block
            danger
            className="customizer__reset-data"
            icon={<DatabaseOutlined aria-hidden />}
            onClick={() => void resetDemoData(demoData.reset)}
          >
            {t('demoData.reset.action')}
          </Button>
        )}
      </div>
    </Drawer>
  );
}

export default Customizer;
