import { Card, Col, Flex, InputNumber, Row, Slider, Switch, type SliderSingleProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text, useMoney } from '@tessera/ui';
import './extensions.css';

const priceLimits = { min: 0, max: 500 };

/** Sliders: one value kept in step with a number field, a range, marks, upright, disabled. */
export default function SlidersDemo() {
  const { t } = useTranslation('showcase');
  const money = useMoney();
  const [volume, setVolume] = useState(30);
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
            <Flex gap="middle" align="center">
              <Slider
                className="showcase-grow"
                min={0}
                max={100}
                value={volume}
                onChange={setVolume}
                ariaLabelForHandle={t('sliders.single.label')}
              />
              <InputNumber
                min={0}
                max={100}
                value={volume}
                // An empty field leaves the slider where it was.
                onChange={(value) => value !== null && setVolume(value)}
                aria-label={t('sliders.single.input')}
                style={{ width: 80 }}
              />
            </Flex>
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
