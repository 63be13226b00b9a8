import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Skeleton,
  Switch,
  Upload,
  type UploadFile,
} from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyMask,
  fillsMask,
  lazyView,
  LazyRichTextEditor,
  NumberInput,
  PageHeader,
  Text,
  useMoney,
  useNumberRules,
  WhenNear,
  type NumberFieldValue,
} from '@tessera/ui';
import { Shown } from './Shown';

// The date pickers and the cascader are heavy: each card loads as it comes near the screen.
const DatesCard = lazyView(() => import('./DatesCard'));
const CascaderCard = lazyView(() => import('./CascaderCard'));

/** A card's room until it comes near (still: it may wait below the fold), so nothing moves. */
function CardPlaceholder({ title, rows }: { title: string; rows: number }) {
  return (
    <Card title={title}>
      <Skeleton title={false} paragraph={{ rows }} />
    </Card>
  );
}

const masks = {
  phone: '(999) 999-9999',
  card: '9999 9999 9999 9999',
  day: '99/99/9999',
} as const;
type MaskName = keyof typeof masks;

const fruits = ['apricot', 'blueberry', 'cherry', 'fig', 'lemon', 'mango', 'peach', 'plum'];
const skills = ['design', 'writing', 'research', 'support', 'sales', 'finance'];
const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const sizes = ['small', 'medium', 'large'];

/** The text of the editor's HTML (our own sample, or what the editor wrote). */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The words of the editor's HTML. */
const countWords = (html: string) => plainText(html).split(' ').filter(Boolean).length;

/**
 * The input types a form can use, each showing what it holds: masked text, numbers, dates and
 * times, selects with search and several values, a cascader, switches, checkboxes and radios, an
 * upload list and the rich-text editor.
 */
export default function ElementsDemo() {
  const { t } = useTranslation('showcase');
  const money = useMoney();
  const editorLabel = useId();
  const [masked, setMasked] = useState<Record<MaskName, string>>({ phone: '', card: '', day: '' });
  const [price, setPrice] = useState<NumberFieldValue>(null);
  const [fruit, setFruit] = useState<string>();
  const [chosenSkills, setChosenSkills] = useState<string[]>(['design']);
  const [notify, setNotify] = useState(true);
  const [chosenDays, setChosenDays] = useState<string[]>(['monday']);
  const [size, setSize] = useState('medium');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [words, setWords] = useState(() => countWords(t('elements.richText.initial')));
  const [editing, setEditing] = useState(false);
  const priceRules = useNumberRules({
    message: t('elements.numbers.priceRange'),
    min: 0,
    max: 1000,
  });

  return (
    <>
      <PageHeader title={t('titles.forms.elements')} description={t('elements.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('elements.masks.title')}>
            <Form name="masks" layout="vertical" requiredMark={false}>
              {(Object.keys(masks) as MaskName[]).map((name) => (
                <Form.Item
                  key={name}
                  name={name}
                  label={t(`elements.masks.${name}`)}
                  extra={masks[name]}
                  normalize={(value: string) => applyMask(masks[name], value)}
                  validateTrigger="onBlur"
                  rules={[
                    {
                      validator: async (_rule, value?: string) => {
                        if (value && !fillsMask(masks[name], value)) {
                          throw new Error(t('elements.masks.incomplete'));
                        }
                      },
                    },
                  ]}
                >
                  <Input
                    inputMode="numeric"
                    placeholder={masks[name]}
                    onChange={(event) =>
                      setMasked((current) => ({
                        ...current,
                        [name]: applyMask(masks[name], event.target.value),
                      }))
                    }
                  />
                </Form.Item>
              ))}
            </Form>
            <Shown label={t('elements.masks.digits')}>
              {(Object.keys(masks) as MaskName[])
                .map((name) => masked[name].replace(/\D/g, '') || '—')
                .join(' · ')}
            </Shown>
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card title={t('elements.numbers.title')}>
            <Form name="numbers" layout="vertical" requiredMark={false}>
              <Form.Item
                name="price"
                label={t('elements.numbers.price')}
                extra={t('elements.numbers.priceHelp')}
                rules={priceRules}
              >
                <NumberInput fractionDigits={2} onChange={setPrice} />
              </Form.Item>
            </Form>
            <Shown label={t('elements.numbers.read')}>
              {typeof price === 'number' ? money(price) : t('elements.none')}
            </Shown>
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card title={t('elements.selects.title')}>
            <Form name="selects" layout="vertical">
              <Form.Item name="fruit" label={t('elements.selects.fruit')}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  options={fruits.map((value) => ({
                    value,
                    label: t(`elements.selects.fruits.${value}`),
                  }))}
                  onChange={(value?: string) => setFruit(value)}
                />
              </Form.Item>
              <Form.Item
                name="skills"
                label={t('elements.selects.skills')}
                initialValue={['design']}
              >
                <Select
                  mode="multiple"
                  allowClear
                  options={skills.map((value) => ({
                    value,
                    label: t(`elements.selects.skillNames.${value}`),
                  }))}
                  onChange={(value: string[]) => setChosenSkills(value)}
                />
              </Form.Item>
            </Form>
            <Shown label={t('elements.selects.chosen')}>
              {[
                fruit ? t(`elements.selects.fruits.${fruit}`) : t('elements.none'),
                t('elements.selects.skillCount', { count: chosenSkills.length }),
              ].join(' · ')}
            </Shown>
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card title={t('elements.choices.title')}>
            <Flex vertical gap="middle">
              <Flex gap="small" align="center">
                <Switch
                  checked={notify}
                  onChange={setNotify}
                  aria-label={t('elements.choices.notify')}
                />
                <Text>{t('elements.choices.notify')}</Text>
              </Flex>
              <Checkbox.Group
                aria-label={t('elements.choices.days')}
                role="group"
                value={chosenDays}
                onChange={(value) => setChosenDays(value as string[])}
                options={days.map((day) => ({
                  value: day,
                  label: t(`elements.choices.dayNames.${day}`),
                }))}
              />
              <Radio.Group
                aria-label={t('elements.choices.size')}
                value={size}
                onChange={(event) => setSize(event.target.value as string)}
                optionType="button"
                options={sizes.map((value) => ({
                  value,
                  label: t(`elements.choices.sizes.${value}`),
                }))}
              />
            </Flex>
            <Shown label={t('elements.choices.state')}>
              {[
                notify ? t('elements.choices.on') : t('elements.choices.off'),
                t('elements.choices.dayCount', { count: chosenDays.length }),
                t(`elements.choices.sizes.${size}`),
              ].join(' · ')}
            </Shown>
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card title={t('elements.richText.title')}>
            <Text id={editorLabel} className="forms-demo__label">
              {t('elements.richText.label')}
            </Text>
            {editing ? (
              <LazyRichTextEditor
                loading={<div className="forms-demo__editor-placeholder" />}
                initialHtml={t('elements.richText.initial')}
                labelledBy={editorLabel}
                focusAtStart
                onChange={(html: string) => setWords(countWords(html))}
              />
            ) : (
              // The editor (Tiptap, heavy) loads when asked for, not with the page.
              <Flex vertical gap="small" align="flex-start" className="forms-demo__notes">
                <Text>{plainText(t('elements.richText.initial'))}</Text>
                <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                  {t('elements.richText.edit')}
                </Button>
              </Flex>
            )}
            <Shown label={t('elements.richText.words')}>
              {t('elements.richText.wordCount', { count: words })}
            </Shown>
          </Card>
        </Col>

        <Col xs={24} lg={12}>
          <Card title={t('elements.upload.title')}>
            {/* Nothing is sent: the files stay in the list, as a form would hold them. */}
            <Upload
              multiple
              fileList={files}
              beforeUpload={() => false}
              onChange={({ fileList }) => setFiles(fileList)}
            >
              <Button icon={<UploadOutlined aria-hidden />}>{t('elements.upload.choose')}</Button>
            </Upload>
            <Shown label={t('elements.upload.held')}>
              {t('elements.upload.count', { count: files.length })}
            </Shown>
          </Card>
        </Col>

        {/* Below the fold, with the heaviest code (the date pickers): each loads as it comes near. */}
        <Col xs={24} lg={12}>
          <WhenNear placeholder={<CardPlaceholder title={t('elements.dates.title')} rows={8} />}>
            <DatesCard />
          </WhenNear>
        </Col>
        <Col xs={24} lg={12}>
          <WhenNear placeholder={<CardPlaceholder title={t('elements.cascader.title')} rows={4} />}>
            <CascaderCard />
          </WhenNear>
        </Col>
      </Row>
    </>
  );
}
