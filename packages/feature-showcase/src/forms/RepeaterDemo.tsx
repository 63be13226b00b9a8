import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconAction,
  NumberInput,
  PageHeader,
  Text,
  useMoney,
  useNumberRules,
  type NumberFieldValue,
} from '@tessera/ui';
import { Shown } from './Shown';

interface Line {
  item?: string;
  quantity?: NumberFieldValue;
  price?: NumberFieldValue;
}

interface OrderValues {
  lines: Line[];
}

const maxLines = 8;

/** A line's amount; a line still being typed counts for nothing. */
const amountOf = (line: Line | undefined) =>
  typeof line?.quantity === 'number' && typeof line.price === 'number'
    ? line.quantity * line.price
    : 0;

/**
 * A repeater: order lines added and removed (antd's Form.List), each line checked on its own,
 * at least one line, and the total worked out as the lines change.
 */
export default function RepeaterDemo() {
  const { t } = useTranslation('showcase');
  const money = useMoney();
  const [form] = Form.useForm<OrderValues>();
  const lines = Form.useWatch('lines', form);
  const [sent, setSent] = useState<OrderValues>();
  const quantityRules = useNumberRules({
    message: t('repeater.quantityRange'),
    required: true,
    min: 1,
    max: 99,
    integer: true,
  });
  const priceRules = useNumberRules({
    message: t('repeater.priceRange'),
    required: true,
    min: 0,
    max: 10000,
  });
  const total = (lines ?? []).reduce((sum, line) => sum + amountOf(line), 0);

  return (
    <>
      <PageHeader title={t('titles.forms.repeater')} description={t('repeater.description')} />
      <Card title={t('repeater.title')}>
        <Form<OrderValues>
          form={form}
          name="order"
          layout="vertical"
          requiredMark={false}
          initialValues={{
            lines: [
              { item: t('repeater.samples.lamp'), quantity: 2, price: 34.5 },
              { item: t('repeater.samples.notebook'), quantity: 5, price: 4.2 },
            ],
          }}
          onFinish={setSent}
          onValuesChange={() => setSent(undefined)}
        >
          <Form.List
            name="lines"
            rules={[
              {
                validator: async (_rule, value?: Line[]) => {
                  if (!value?.length) throw new Error(t('repeater.atLeastOne'));
                },
              },
            ]}
          >
            {(rows, { add, remove }, { errors }) => (
              <>
                {rows.map((row, index) => (
                  <Row
                    key={row.key}
                    gutter={12}
                    align="top"
                    role="group"
                    aria-label={t('repeater.line', { number: index + 1 })}
                  >
                    <Col xs={24} md={10}>
                      <Form.Item
                        name={[row.name, 'item']}
                        label={t('repeater.item', { number: index + 1 })}
                        rules={[
                          { required: true, whitespace: true, message: t('repeater.itemRequired') },
                        ]}
                      >
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item
                        name={[row.name, 'quantity']}
                        label={t('repeater.quantity', { number: index + 1 })}
                        rules={quantityRules}
                      >
                        <NumberInput fractionDigits={0} />
                      </Form.Item>
                    </Col>
                    <Col xs={10} md={5}>
                      <Form.Item
                        name={[row.name, 'price']}
                        label={t('repeater.price', { number: index + 1 })}
                        rules={priceRules}
                      >
                        <NumberInput fractionDigits={2} />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={5}>
                      <Flex align="center" gap="small" className="forms-demo__line-end">
                        <Text>{money(amountOf(lines?.[index]))}</Text>
                        <IconAction
                          label={t('repeater.remove', { number: index + 1 })}
                          tip={t('repeater.removeTip')}
                          icon={<DeleteOutlined aria-hidden />}
                          danger
                          onClick={() => remove(row.name)}
                        />
                      </Flex>
                    </Col>
                  </Row>
                ))}
                <Form.ErrorList errors={errors} />
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={rows.length >= maxLines}
                  onClick={() => add({ quantity: 1 })}
                  style={{ margin: '8px 0 16px' }}
                >
                  {t('repeater.add')}
                </Button>
              </>
            )}
          </Form.List>
          <Flex justify="space-between" align="center" wrap gap="small">
            <Text strong role="status">
              {t('repeater.total', { total: money(total) })}
            </Text>
            <Button type="primary" htmlType="submit">
              {t('repeater.submit')}
            </Button>
          </Flex>
        </Form>
        <Shown label={t('repeater.sent')}>
          {sent
            ? t('repeater.sentText', { count: sent.lines.length, total: money(total) })
            : t('repeater.nothing')}
        </Shown>
      </Card>
    </>
  );
}
