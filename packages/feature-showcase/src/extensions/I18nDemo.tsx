import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Flex, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, numberFormat, PageHeader, Text, useLanguage, useMoney } from '@tessera/ui';

/** A fixed moment, so the page reads the same for everyone: 14 March 2026, 15:30 UTC. */
const sampleDate = new Date(Date.UTC(2026, 2, 14, 15, 30));
const sampleAmount = 1234.56;

/**
 * Switching the interface language from the page, through the same hook as the navbar's picker:
 * the menu, the navbar and this page change together, and the choice is kept for the next visit.
 * Texts come from the translation files; dates, numbers and money from the browser's Intl, in
 * the language chosen.
 */
export default function I18nDemo() {
  const { t } = useTranslation('showcase');
  const language = useLanguage();
  const money = useMoney();
  const [unread, setUnread] = useState(3);
  const lng = language.current;

  const dateTime = dateFormat(lng, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });
  const relative = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
  const number = numberFormat(lng);
  const percent = numberFormat(lng, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <>
      <PageHeader title={t('titles.extensions.i18n')} description={t('i18n.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Card title={t('i18n.language.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Radio.Group
                aria-label={t('i18n.language.label')}
                optionType="button"
                buttonStyle="solid"
                value={lng}
                onChange={(event) => void language.change(event.target.value as string)}
                options={language.languages.map((code) => ({
                  value: code,
                  // Each language is named in itself.
                  label: <span lang={code}>{t(`common:language.${code}`)}</span>,
                }))}
              />
              <Text type="secondary" role="status">
                {t('i18n.language.current', { language: t(`common:language.${lng}`) })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('i18n.strings.title')}>
            <Flex vertical gap="middle">
              <Text strong>{t('i18n.strings.greeting', { name: 'Nadia' })}</Text>
              <Flex gap="small" align="center">
                <Button
                  icon={<MinusOutlined aria-hidden />}
                  aria-label={t('i18n.strings.fewer')}
                  disabled={unread === 0}
                  onClick={() => setUnread((count) => count - 1)}
                />
                <Text role="status">{t('i18n.strings.unread', { count: unread })}</Text>
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={t('i18n.strings.more')}
                  onClick={() => setUnread((count) => count + 1)}
                />
              </Flex>
              <Text type="secondary">{t('i18n.strings.note')}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('i18n.formats.title')}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'date',
                  label: t('i18n.formats.date'),
                  children: dateTime.format(sampleDate),
                },
                {
                  key: 'relative',
                  label: t('i18n.formats.relative'),
                  children: relative.format(3, 'day'),
                },
                {
                  key: 'number',
                  label: t('i18n.formats.number'),
                  children: number.format(1234567.891),
                },
                {
                  key: 'percent',
                  label: t('i18n.formats.percent'),
                  children: percent.format(0.256),
                },
                { key: 'money', label: t('i18n.formats.money'), children: money(sampleAmount) },
                {
                  key: 'whole',
                  label: t('i18n.formats.whole'),
                  children: money.whole(sampleAmount),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
