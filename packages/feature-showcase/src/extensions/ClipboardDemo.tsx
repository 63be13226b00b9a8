import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Input, Row, Space } from 'antd';
// The code block uses antd's own copyable Typography (ui's Text is plain, with no copying).
// eslint-disable-next-line no-restricted-imports
import { Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import './extensions.css';

const snippet = `pnpm gen feature tasks
pnpm turbo run lint typecheck test --filter=@tessera/feature-tasks`;

/** Copy to the clipboard: a field's text with a button, a code block with antd's copy icon. */
export default function ClipboardDemo() {
  const { t } = useTranslation('showcase');
  const fieldId = useId();
  const [text, setText] = useState(() => t('clipboard.field.sample'));
  const [fieldReport, setFieldReport] = useState<{ copied: boolean; text: string }>();
  const [codeCopied, setCodeCopied] = useState(false);
  const [pasted, setPasted] = useState('');

  const copyField = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setFieldReport({ copied: true, text });
    } catch {
      // Refused by the browser (no permission, or the page is not in front).
      setFieldReport({ copied: false, text });
    }
  };

  const fieldCopied = fieldReport?.copied && fieldReport.text === text;

  return (
    <>
      <PageHeader
        title={t('titles.extensions.clipboard')}
        description={t('clipboard.description')}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('clipboard.field.title')}>
            <Flex vertical gap="small">
              <label htmlFor={fieldId}>
                <Text>{t('clipboard.field.label')}</Text>
              </label>
              <Space.Compact block>
                <Input
                  id={fieldId}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
                <Button
                  type="primary"
                  icon={fieldCopied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
                  disabled={!text}
                  onClick={() => void copyField()}
                >
                  {fieldCopied ? t('clipboard.copied') : t('clipboard.copy')}
                </Button>
              </Space.Compact>
              <Text type={fieldReport?.copied === false ? 'danger' : 'secondary'} role="status">
                {fieldReport === undefined
                  ? t('clipboard.field.none')
                  : fieldReport.copied
                    ? t('clipboard.field.copied', { text: fieldReport.text })
                    : t('clipboard.field.failed')}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('clipboard.code.title')}>
            <Flex vertical gap="small">
              <Typography.Paragraph
                className="showcase-code"
                copyable={{
                  text: snippet,
                  tooltips: [t('clipboard.code.copy'), t('clipboard.copied')],
                  onCopy: () => setCodeCopied(true),
                }}
              >
                <pre dir="ltr">
                  <code>{snippet}</code>
                </pre>
              </Typography.Paragraph>
              <Text type="secondary" role="status">
                {codeCopied ? t('clipboard.code.copied') : t('clipboard.code.none')}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('clipboard.paste.title')}>
            <Input.TextArea
              aria-label={t('clipboard.paste.label')}
              placeholder={t('clipboard.paste.placeholder')}
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
