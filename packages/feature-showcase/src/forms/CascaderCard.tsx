import { Card, Cascader, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Shown } from './Shown';

/** Offices by country, then city, then building: a cascader's three levels. */
const offices: Record<string, Record<string, string[]>> = {
  france: { lyon: ['harbour', 'hill'], nantes: ['riverside'] },
  canada: { montreal: ['harbour', 'old-town'], halifax: ['riverside'] },
  japan: { osaka: ['hill', 'riverside'] },
};

/** A cascader through offices, showing the path chosen (its own chunk, with antd's Cascader). */
export default function CascaderCard() {
  const { t } = useTranslation('showcase');
  const [office, setOffice] = useState<string[]>([]);
  const officeOptions = Object.entries(offices).map(([country, cities]) => ({
    value: country,
    label: t(`elements.cascader.places.${country}`),
    children: Object.entries(cities).map(([city, buildings]) => ({
      value: city,
      label: t(`elements.cascader.places.${city}`),
      children: buildings.map((building) => ({
        value: building,
        label: t(`elements.cascader.places.${building}`),
      })),
    })),
  }));
  return (
    <Card title={t('elements.cascader.title')}>
      <Form name="cascader" layout="vertical">
        <Form.Item
          name="office"
          label={t('elements.cascader.office')}
          extra={t('elements.cascader.placeholder')}
        >
          <Cascader
            options={officeOptions}
            onChange={(value) => setOffice((value ?? []) as string[])}
          />
        </Form.Item>
      </Form>
      <Shown label={t('elements.cascader.chosen')}>
        {office.length
          ? office.map((place) => t(`elements.cascader.places.${place}`)).join(' / ')
          : t('elements.none')}
      </Shown>
    </Card>
  );
}
