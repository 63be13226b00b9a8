import { AutoComplete, Card, Col, Descriptions, Flex, Row, Skeleton, Spin, Tag } from 'antd';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autocompleteQueryMaxLength } from '@tessera/api-client/autocomplete';
import type { AutocompleteItem } from '@tessera/api-client';
import { LoadFailedAlert, PageHeader, Text, useErrorMessage } from '@tessera/ui';
import { useSearchAutocompleteQuery } from '../api';
import { Shown } from './Shown';

/** How many suggestions the list shows: the best ranked. */
const shownCount = 8;

/**
 * antd's AutoComplete over a server search: the titles holding what is typed come from
 * `GET /api/autocomplete/data`, best ranked first, with a loading state, a no-match state, a
 * failure with a retry, and the chosen title's details.
 */
export default function AutocompleteDemo() {
  const { t } = useTranslation('showcase');
  const describe = useErrorMessage();
  const inputId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AutocompleteItem>();
  // The search follows the typing at React's pace: quick keystrokes are one search, not one each.
  const q = useDeferredValue(text.trim());
  const search = useSearchAutocompleteQuery({ q });
  const items = search.currentData ?? [];
  const waiting = search.isFetching || q !== text.trim();

  const notFound = waiting ? (
    <Flex gap="small" align="center">
      <Spin size="small" />
      <Text type="secondary">{t('autocomplete.loading')}</Text>
    </Flex>
  ) : search.isError ? null : (
    <Text type="secondary">{t('autocomplete.noMatch', { text: text.trim() })}</Text>
  );

  return (
    <>
      <PageHeader
        title={t('titles.forms.autocomplete')}
        description={t('autocomplete.description')}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('autocomplete.search.title')}>
            {search.isError && (
              <LoadFailedAlert
                title={t('autocomplete.failed')}
                message={describe(search.error)}
                onRetry={() => void search.refetch()}
              />
            )}
            <label htmlFor={inputId} className="forms-demo__label">
              {t('autocomplete.search.label')}
            </label>
            <AutoComplete
              id={inputId}
              value={text}
              style={{ width: '100%' }}
              maxLength={autocompleteQueryMaxLength}
              allowClear
              onChange={setText}
              onSelect={(title: string) => setChosen(items.find((item) => item.title === title))}
              options={
                waiting
                  ? []
                  : items.slice(0, shownCount).map((item) => ({
                      value: item.title,
                      label: (
                        <Flex justify="space-between" gap="small">
                          <span>{item.title}</span>
                          <Text type="secondary">
                            {t('autocomplete.rank', { rank: item.rank })}
                          </Text>
                        </Flex>
                      ),
                    }))
              }
              notFoundContent={notFound}
            />
            <Shown label={t('autocomplete.search.found')}>
              {waiting
                ? t('autocomplete.loading')
                : search.isError
                  ? t('autocomplete.failedShort')
                  : items.length
                    ? t('autocomplete.matches', {
                        count: items.length,
                        shown: Math.min(items.length, shownCount),
                      })
                    : t('autocomplete.noMatch', { text: text.trim() })}
            </Shown>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('autocomplete.chosen.title')}>
            {search.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            ) : chosen ? (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'title', label: t('autocomplete.chosen.name'), children: chosen.title },
                  {
                    key: 'rank',
                    label: t('autocomplete.chosen.rank'),
                    children: (
                      <Tag color="blue">{t('autocomplete.rank', { rank: chosen.rank })}</Tag>
                    ),
                  },
                  { key: 'id', label: t('autocomplete.chosen.id'), children: chosen.id },
                ]}
              />
            ) : (
              <Text type="secondary">{t('autocomplete.chosen.none')}</Text>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
