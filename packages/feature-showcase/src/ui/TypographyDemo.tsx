import { Card, Col, Flex, Row, theme } from 'antd';
// The showcase shows antd's own Typography for editing and copying in place; the apps' pages
// use ui's plain Text and Paragraph.
// eslint-disable-next-line no-restricted-imports
import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EllipsisText, LtrText, PageHeader, Paragraph, Text, type TextTone } from '@tessera/ui';
import './ui.css';

const headingSizes = [1, 2, 3, 4, 5] as const;
const tones: (TextTone | 'default' | 'strong')[] = [
  'default',
  'secondary',
  'success',
  'warning',
  'danger',
  'strong',
];

/**
 * The theme's type: heading sizes from the theme's tokens, ui's text tones, paragraphs, lists,
 * a quotation and code, and text edited or copied in place.
 */
export default function TypographyDemo() {
  const { t } = useTranslation('showcase');
  const { token } = theme.useToken();
  const [sentence, setSentence] = useState(() => t('typography.editable.initial'));

  return (
    <>
      <PageHeader title={t('titles.ui.typography')} description={t('typography.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('typography.headings.title')}>
            {/* Specimens, not the page's outline: drawn in the heading styles, as plain text. */}
            {headingSizes.map((size) => (
              <div key={size} className="demo-specimen">
                <div className={`tessera-title tessera-title--${size}`}>
                  {t('typography.headings.sample', { level: size })}
                </div>
                <Text type="secondary">
                  <LtrText>{`h${size} · ${token[`fontSizeHeading${size}`]} px`}</LtrText>
                </Text>
              </div>
            ))}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('typography.tones.title')}>
            <Flex vertical gap="small">
              {tones.map((tone) => (
                <Text
                  key={tone}
                  type={tone === 'default' || tone === 'strong' ? undefined : tone}
                  strong={tone === 'strong'}
                >
                  {t(`typography.tones.${tone}`)}
                </Text>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('typography.paragraphs.title')} className="demo-prose">
            <Paragraph>{t('typography.paragraphs.body')}</Paragraph>
            <Paragraph type="secondary">{t('typography.paragraphs.secondary')}</Paragraph>
            <Paragraph>
              {t('typography.paragraphs.inline.before')}{' '}
              <em>{t('typography.paragraphs.inline.em')}</em>,{' '}
              <u>{t('typography.paragraphs.inline.underline')}</u>,{' '}
              <s>{t('typography.paragraphs.inline.strike')}</s>,{' '}
              <mark>{t('typography.paragraphs.inline.mark')}</mark>{' '}
              {t('typography.paragraphs.inline.and')}{' '}
              <small>{t('typography.paragraphs.inline.small')}</small>.
            </Paragraph>
            <EllipsisText>{t('typography.paragraphs.long')}</EllipsisText>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('typography.lists.title')} className="demo-prose">
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <ul aria-label={t('typography.lists.unordered')}>
                  <li>{t('typography.lists.items.plan')}</li>
                  <li>
                    {t('typography.lists.items.build')}
                    <ul>
                      <li>{t('typography.lists.items.screens')}</li>
                      <li>{t('typography.lists.items.tests')}</li>
                    </ul>
                  </li>
                  <li>{t('typography.lists.items.ship')}</li>
                </ul>
              </Col>
              <Col xs={24} sm={12}>
                <ol aria-label={t('typography.lists.ordered')}>
                  <li>{t('typography.lists.steps.sign')}</li>
                  <li>{t('typography.lists.steps.pick')}</li>
                  <li>{t('typography.lists.steps.save')}</li>
                </ol>
              </Col>
            </Row>
            <dl>
              <dt>{t('typography.lists.terms.skin')}</dt>
              <dd>{t('typography.lists.terms.skinText')}</dd>
              <dt>{t('typography.lists.terms.token')}</dt>
              <dd>{t('typography.lists.terms.tokenText')}</dd>
            </dl>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('typography.quote.title')} className="demo-prose">
            <figure style={{ margin: 0 }}>
              <blockquote>
                <p dir="auto">{t('typography.quote.text')}</p>
              </blockquote>
              <figcaption dir="auto">{t('typography.quote.author')}</figcaption>
            </figure>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('typography.code.title')} className="demo-prose">
            <Paragraph>
              {t('typography.code.inline')} <code>useList()</code>. {t('typography.code.keys')}{' '}
              <kbd>Ctrl</kbd> + <kbd>K</kbd>.
            </Paragraph>
            <pre tabIndex={0} aria-label={t('typography.code.block')}>
              <code>{codeSample}</code>
            </pre>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('typography.editable.title')}>
            <Flex vertical gap="small">
              <Typography.Paragraph
                editable={{ onChange: setSentence, tooltip: t('typography.editable.edit') }}
                style={{ marginBottom: 0 }}
              >
                {sentence}
              </Typography.Paragraph>
              <Typography.Text
                copyable={{
                  tooltips: [t('typography.copyable.copy'), t('typography.copyable.copied')],
                }}
              >
                {t('typography.copyable.text')}
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}

const codeSample = `const list = useList(useListThingsQuery, spec);
return <ListCard list={list} columns={columns} />;`;
