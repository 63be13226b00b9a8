import { HeartFilled } from '@ant-design/icons';
import { Button, Card, Col, Flex, Rate, Row, type RateProps } from 'antd';
import { cloneElement, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat, PageHeader, Text } from '@tessera/ui';
import './extensions.css';

interface NamedRateProps extends RateProps {
  /** The rating's name, for screen readers. */
  label: string;
  /** What each choice is called: `1 star`, `2 hearts`. */
  choiceName: (value: number) => string;
}

/**
 * antd's Rate with a name, and each of its choices named (antd leaves them unnamed, which a
 * screen reader reads as "radio button, not checked" five times).
 */
function NamedRate({ label, choiceName, ...props }: NamedRateProps) {
  return (
    <Rate
      {...props}
      aria-label={label}
      characterRender={(star, { index = 0 }) => {
        const choice = (star as ReactElement<{ children: ReactElement }>).props.children;
        return cloneElement(
          star as ReactElement,
          {},
          cloneElement(choice, {
            'aria-label': choiceName(index + 1),
          } as object),
        );
      }}
    />
  );
}

/** Ratings: half stars, clearing, other characters, and one that can only be read. */
export default function RatingsDemo() {
  const { t, i18n } = useTranslation('showcase');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const [half, setHalf] = useState(3.5);
  const [clearable, setClearable] = useState(4);
  const [hearts, setHearts] = useState(2);
  const [mood, setMood] = useState(3);
  const outOfFive = (value: number) => t('ratings.outOf', { value: number.format(value) });
  const stars = (value: number) => t('ratings.stars', { count: value });

  return (
    <>
      <PageHeader title={t('titles.extensions.ratings')} description={t('ratings.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12} xl={6}>
          <Card title={t('ratings.half.title')}>
            <Flex vertical gap="small">
              <NamedRate
                allowHalf
                value={half}
                onChange={setHalf}
                label={t('ratings.half.label')}
                choiceName={stars}
              />
              <Text role="status">{outOfFive(half)}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title={t('ratings.clear.title')}>
            <Flex vertical gap="small" align="flex-start">
              <NamedRate
                allowClear
                value={clearable}
                onChange={setClearable}
                label={t('ratings.clear.label')}
                choiceName={stars}
              />
              <Text role="status">
                {clearable ? outOfFive(clearable) : t('ratings.clear.none')}
              </Text>
              <Text type="secondary">{t('ratings.clear.hint')}</Text>
              <Button size="small" disabled={!clearable} onClick={() => setClearable(0)}>
                {t('ratings.clear.button')}
              </Button>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title={t('ratings.custom.title')}>
            <Flex vertical gap="small">
              <NamedRate
                character={<HeartFilled aria-hidden />}
                className="showcase-hearts"
                value={hearts}
                onChange={setHearts}
                label={t('ratings.custom.hearts')}
                choiceName={(count) => t('ratings.custom.heart', { count })}
              />
              <NamedRate
                count={10}
                className="showcase-numbers"
                character={({ index = 0 }) => <span aria-hidden>{index + 1}</span>}
                value={mood}
                onChange={setMood}
                label={t('ratings.custom.score')}
                choiceName={(value) => t('ratings.custom.scoreOf', { value })}
              />
              <Text role="status">{t('ratings.custom.summary', { hearts, score: mood })}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Card title={t('ratings.readonly.title')}>
            <Flex vertical gap="small">
              <NamedRate
                disabled
                allowHalf
                value={4.5}
                label={t('ratings.readonly.label')}
                choiceName={stars}
              />
              <Text>
                {t('ratings.readonly.average', { value: number.format(4.3), count: 128 })}
              </Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
