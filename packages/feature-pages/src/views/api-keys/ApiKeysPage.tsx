import { CopyOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, CreatedApiKey, NewApiKey } from '@tessera/api-client';
import { apiKeyAccessLevels, apiKeyNameMaxLength } from '@tessera/api-client/pages';
import {
  actionsColumn,
  ColorTag,
  dateFormat,
  DeleteAction,
  IconAction,
  lazyDialog,
  LtrText,
  PageHeader,
  StaticTable,
  useConfirmedAction,
  useCopyText,
  useSubmitForm,
} from '@tessera/ui';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation } from '../../api';
import { LoadFailed } from '../shared/LoadFailed';
import '../shared/pages.css';

const NewKeyModal = lazyDialog(
  () => import('./NewKeyModal').then((module) => ({ default: module.NewKeyModal })),
  (props: { created: CreatedApiKey | null }) => props.created !== null,
);

const accessColors = { read: 'green', readWrite: 'blue', full: 'orange' } as const;

/** `/pages/api-key`: the account's API keys; create one (its secret is shown once), copy, revoke. */
export default function ApiKeysPage() {
  const { t, i18n } = useTranslation('pages');
  const keys = useListApiKeysQuery(undefined);
  const [create] = useCreateApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const act = useConfirmedAction();
  const copy = useCopyText();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { formProps, saving, form } = useSubmitForm<NewApiKey, CreatedApiKey>({
    name: 'api-key',
    fields: ['name', 'access'],
    send: (input) => create(input).unwrap(),
    success: (answer) => t('apiKeys.create.done', { name: answer.key.name }),
    onSaved: (answer) => {
      form.resetFields();
      setCreated(answer);
    },
  });
  const dates = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns = [
    { key: 'name', title: t('apiKeys.columns.name'), dataIndex: 'name' },
    {
      key: 'access',
      title: t('apiKeys.columns.access'),
      render: (_: unknown, key: ApiKey) => (
        <ColorTag color={accessColors[key.access]}>{t(`apiKeys.access.${key.access}`)}</ColorTag>
      ),
    },
    {
      key: 'prefix',
      title: t('apiKeys.columns.key'),
      render: (_: unknown, key: ApiKey) => (
        <LtrText className="pages-key">{`${key.prefix}••••••••`}</LtrText>
      ),
    },
    {
      key: 'createdAt',
      title: t('apiKeys.columns.created'),
      render: (_: unknown, key: ApiKey) => dates.format(new Date(key.createdAt)),
    },
    actionsColumn<ApiKey>(t('apiKeys.columns.actions'), (key) => (
      <>
        <IconAction
          icon={<CopyOutlined aria-hidden />}
          label={t('apiKeys.copyPrefix', { name: key.name })}
          tip={t('apiKeys.copyTip')}
          onClick={() => void copy(key.prefix)}
        />
        <DeleteAction
          label={t('apiKeys.revoke.label', { name: key.name })}
          tip={t('apiKeys.revoke.tip')}
          onClick={() =>
            void act(() => revoke({ id: key.id }).unwrap(), {
              confirm: {
                title: t('apiKeys.revoke.confirm', { name: key.name }),
                content: t('apiKeys.revoke.content'),
                okText: t('apiKeys.revoke.ok'),
                danger: true,
              },
              done: t('apiKeys.revoke.done', { name: key.name }),
            })
          }
        />
      </>
    )),
  ];

  return (
    <>
      <PageHeader title={t('apiKeys.title')} description={t('apiKeys.subtitle')} />
      <Card
        title={<h2 className="pages-card-title">{t('apiKeys.create.title')}</h2>}
        className="pages-section"
      >
        <Form {...formProps} initialValues={{ access: 'read' }}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={10}>
              <Form.Item
                name="name"
                label={t('apiKeys.create.name')}
                rules={[
                  { required: true, whitespace: true, message: t('account.rules.required') },
                  {
                    max: apiKeyNameMaxLength,
                    message: t('account.rules.max', { count: apiKeyNameMaxLength }),
                  },
                ]}
              >
                <Input placeholder={t('apiKeys.create.namePlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="access" label={t('apiKeys.create.access')}>
                <Select
                  options={apiKeyAccessLevels.map((level) => ({
                    value: level,
                    label: t(`apiKeys.access.${level}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={saving} block>
                  {t('apiKeys.create.submit')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title={<h2 className="pages-card-title">{t('apiKeys.listTitle')}</h2>}>
        {keys.error ? (
          <LoadFailed title={t('apiKeys.failed')} error={keys.error} retry={keys.refetch} />
        ) : (
          <StaticTable
            rowKey="id"
            caption={t('apiKeys.listTitle')}
            columns={columns}
            dataSource={keys.data ?? []}
            loading={keys.isLoading}
            emptyText={t('apiKeys.empty')}
          />
        )}
      </Card>
      <NewKeyModal created={created} onClose={() => setCreated(null)} copy={copy} />
    </>
  );
}
