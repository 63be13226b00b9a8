import { Card, Col, Flex, Row, Slider, Switch, type SliderSingleProps } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput, PageHeader, Text, useMoney, type NumberFieldValue } from '@tessera/ui';
import './extensions.css';

const priceLimits = { min: 0, max: 500 };

/** Sliders: one value kept in step with a number field, a range, marks, upright, disabled. */
export default function SlidersDemo() {
  const { t } = useTranslation('showcase');
  const money = useMoney();
  const hintId = useId();
  const [volume, setVolume] = useState(30);
  const [volumeText, setVolumeText] = useState<NumberFieldValue>(30);
  const volumeInvalid =
    volumeText !== null && (typeof volumeText !== 'number' || volumeText < 0 || volumeText > 100);
  const [prices, setPrices] = useState<number[]>([120, 360]);
  const [speed, setSpeed] = useState(50);
  const [bass, setBass] = useState(4);
  const [treble, setTreble] = useState(-2);
  const [locked, setLocked] = useState(true);
  const [brightness, setBrightness] = useState(60);

  const speedMarks: SliderSingleProps['marks'] = {
    0: t('sliders.marks.stop'),
    30: t('sliders.marks.walk'),
    50: t('sliders.marks.cycle'),
    90: t('sliders.marks.drive'),
    130: { label: t('sliders.marks.fast'), style: { color: 'var(--ant-color-error-text)' } },
  };
  const decibels = (value: number) => t('sliders.vertical.decibels', { value });

  return (
    <>
      <PageHeader title={t('titles.extensions.sliders')} description={t('sliders.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('sliders.single.title')}>
            <Flex gap="middle" align="center" wrap>
              <Slider
                className="showcase-grow"
                min={0}
                max={100}
                value={volume}
                onChange={(value) => {
                  setVolume(value);
                  setVolumeText(value);
                }}
                ariaLabelForHandle={t('sliders.single.label')}
              />
              <NumberInput
                value={volumeText}
                fractionDigits={0}
                // The slider follows what can be read as 0 to 100; the field keeps anything else
                // as typed, and says what it takes.
                onChange={(value) => {
                  setVolumeText(value);
                  if (typeof value === 'number' && value >= 0 && value <= 100) setVolume(value);
                }}
                status={volumeInvalid ? 'error' : undefined}
                aria-invalid={volumeInvalid}
                aria-describedby={volumeInvalid ? hintId : undefined}
                aria-label={t('sliders.single.input')}
                style={{ width: 80 }}
              />
            </Flex>
            {volumeInvalid && (
              <Text id={hintId} type="danger" role="alert">
                {t('sliders.single.invalid')}
              </Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('sliders.range.title')}>
            <Flex vertical gap="small">
              <Slider
                range
                {...priceLimits}
                step={10}
                value={prices}
                onChange={setPrices}
                ariaLabelForHandle={[t('sliders.range.from'), t('sliders.range.to')]}
                ariaValueTextFormatterForHandle={(value) => money.whole(value ?? 0)}
                tooltip={{ formatter: (value) => money.whole(value ?? 0) }}
              />
              <Text role="status">
                {t('sliders.range.between', {
                  from: money.whole(prices[0]),
                  to: money.whole(prices[1]),
                })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('sliders.marks.title')}>
            <Flex vertical gap="middle">
              <Slider
                min={0}
                max={130}
                marks={speedMarks}
                // Only the marks can be chosen.
                step={null}
                value={speed}
                onChange={setSpeed}
                ariaLabelForHandle={t('sliders.marks.label')}
                ariaValueTextFormatterForHandle={(value) => t('sliders.marks.speed', { value })}
                tooltip={{ formatter: (value) => t('sliders.marks.speed', { value }) }}
              />
              <Text role="status">{t('sliders.marks.chosen', { value: speed })}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card title={t('sliders.vertical.title')}>
            <Flex gap="large" justify="center" style={{ height: 180 }}>
              <Flex vertical align="center" gap="small">
                <Slider
                  vertical
                  min={-12}
                  max={12}
                  value={bass}
                  onChange={setBass}
                  ariaLabelForHandle={t('sliders.vertical.bass')}
                  ariaValueTextFormatterForHandle={(value) => decibels(value ?? 0)}
                  tooltip={{ formatter: (value) => decibels(value ?? 0) }}
                />
                <Text>{t('sliders.vertical.bass')}</Text>
              </Flex>
              <Flex vertical align="center" gap="small">
                <Slider
                  vertical
                  min={-12}
                  max={12}
                  value={treble}
                  onChange={setTreble}
                  ariaLabelForHandle={t('sliders.vertical.treble')}
                  ariaValueTextFormatterForHandle={(value) => decibels(value ?? 0)}
                  tooltip={{ formatter: (value) => decibels(value ?? 0) }}
                />
                <Text>{t('sliders.vertical.treble')}</Text>
              </Flex>
            </Flex>
            <Text type="secondary" role="status">
              {t('sliders.vertical.summary', { bass: decibels(bass), treble: decibels(treble) })}
            </Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card title={t('sliders.disabled.title')}>
            <Flex vertical gap="middle">
              <Slider
                disabled={locked}
                value={brightness}
                onChange={setBrightness}
                ariaLabelForHandle={t('sliders.disabled.label')}
              />
              <Flex gap="small" align="center">
                <Switch
                  checked={locked}
                  onChange={setLocked}
                  aria-label={t('sliders.disabled.lock')}
                />
                <Text>{t(locked ? 'sliders.disabled.locked' : 'sliders.disabled.unlocked')}</Text>
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
