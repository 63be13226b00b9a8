import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  PlusOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Flex, Input, Row, Tag, type InputRef } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorTag, PageHeader, Paragraph, tagColors, Text, type TagColor } from '@tessera/ui';

const labels = ['design', 'research', 'marketing', 'support'] as const;
const interests = ['frontend', 'backend', 'mobile', 'data', 'security'] as const;
const statuses: { key: string; color: TagColor; icon: ReactNode }[] = [
  { key: 'success', color: 'green', icon: <CheckCircleOutlined /> },
  { key: 'processing', color: 'blue', icon: <SyncOutlined spin /> },
  { key: 'warning', color: 'orange', icon: <ExclamationCircleOutlined /> },
  { key: 'error', color: 'red', icon: <CloseCircleOutlined /> },
];
// Colours of our own, dark enough to read on their own tint and to carry white text (AA).
const customColours = ['#0f766e', '#531dab', '#9a3412'];
const variants = ['filled', 'outlined', 'solid'] as const;

/**
 * antd's Tag in our theme: tags closed for good, checkable tags, new tags typed in, and colours
 * (ui's ColorTag for antd's palettes: their own preset text is too pale for AA).
 */
export default function TagsDemo() {
  const { t } = useTranslation('showcase');
  const [kept, setKept] = useState<string[]>([...labels]);
  const [chosen, setChosen] = useState<string[]>(['frontend', 'data']);
  const [added, setAdded] = useState<string[]>(['Quarterly', 'Urgent']);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  const input = useRef<InputRef>(null);

  const addDraft = () => {
    const name = draft.trim();
    // An empty or repeated name adds nothing: the input just closes.
    if (name && !added.some((tag) => tag.toLowerCase() === name.toLowerCase())) {
      setAdded([...added, name]);
    }
    setDraft('');
    setTyping(false);
  };

  return (
    <>
      <PageHeader title={t('titles.components.tags')} description={t('tags.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('tags.closable.title')}>
            <Flex vertical gap="middle" align="start">
              <Flex gap="small" wrap role="group" aria-label={t('tags.closable.label')}>
                {kept.map((label) => (
                  <Tag
                    key={label}
                    closable={{
                      'aria-label': t('tags.closable.remove', { name: t(`tags.labels.${label}`) }),
                    }}
                    onClose={(event) => {
                      // The list decides what shows: antd's own hiding would outlive a restore.
                      event.preventDefault();
                      setKept((current) => current.filter((item) => item !== label));
                    }}
                  >
                    {t(`tags.labels.${label}`)}
                  </Tag>
                ))}
              </Flex>
              <Text type="secondary" role="status">
                {t('tags.closable.count', { count: kept.length })}
              </Text>
              <Button
                size="small"
                onClick={() => setKept([...labels])}
                disabled={kept.length === labels.length}
              >
                {t('tags.closable.restore')}
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tags.checkable.title')}>
            <Flex vertical gap="middle">
              <Flex gap="small" wrap role="group" aria-label={t('tags.checkable.label')}>
                {interests.map((interest) => (
                  <Tag.CheckableTag
                    key={interest}
                    checked={chosen.includes(interest)}
                    onChange={(checked) =>
                      setChosen((current) =>
                        checked
                          ? [...current, interest]
                          : current.filter((item) => item !== interest),
                      )
                    }
                  >
                    {t(`tags.interests.${interest}`)}
                  </Tag.CheckableTag>
                ))}
              </Flex>
              <Text type="secondary" role="status">
                {chosen.length
                  ? t('tags.checkable.chosen', {
                      names: interests
                        .filter((interest) => chosen.includes(interest))
                        .map((interest) => t(`tags.interests.${interest}`))
                        .join(', '),
                    })
                  : t('tags.checkable.none')}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tags.add.title')}>
            <Flex gap="small" wrap align="center" role="group" aria-label={t('tags.add.label')}>
              {added.map((name) => (
                <Tag
                  key={name}
                  closable={{ 'aria-label': t('tags.closable.remove', { name }) }}
                  onClose={(event) => {
                    event.preventDefault();
                    setAdded((current) => current.filter((item) => item !== name));
                  }}
                >
                  {name}
                </Tag>
              ))}
              {typing ? (
                <Input
                  ref={input}
                  autoFocus
                  size="small"
                  style={{ width: 140 }}
                  aria-label={t('tags.add.input')}
                  maxLength={24}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onPressEnter={addDraft}
                  onBlur={addDraft}
                  onKeyDown={(event) => {
                    if (event.key === 'Escape') {
                      setDraft('');
                      setTyping(false);
                    }
                  }}
                />
              ) : (
                <Button
                  size="small"
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => setTyping(true)}
                >
                  {t('tags.add.button')}
                </Button>
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tags.colours.title')}>
            <Flex vertical gap="middle">
              <Paragraph type="secondary">{t('tags.colours.presets')}</Paragraph>
              <Flex gap="small" wrap>
                {tagColors.map((color) => (
                  <ColorTag key={color} color={color}>
                    {t(`tags.colours.names.${color}`)}
                  </ColorTag>
                ))}
              </Flex>
              <Paragraph type="secondary">{t('tags.colours.statuses')}</Paragraph>
              <Flex gap="small" wrap>
                {statuses.map(({ key, color, icon }) => (
                  <ColorTag key={key} color={color} icon={icon}>
                    {t(`tags.colours.status.${key}`)}
                  </ColorTag>
                ))}
              </Flex>
              <Paragraph type="secondary">{t('tags.colours.custom')}</Paragraph>
              <Flex gap="small" wrap>
                {variants.flatMap((variant) =>
                  customColours.map((color) => (
                    <Tag key={`${variant}${color}`} color={color} variant={variant}>
                      {t(`tags.colours.variants.${variant}`)} {color}
                    </Tag>
                  )),
                )}
              </Flex>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
