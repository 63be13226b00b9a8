// The full icon component: it draws two-tone shapes too.
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import { Card, Empty, Flex, Input, Segmented } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, PageHeader, Pager, Text, useCopyText } from '@tessera/ui';
import { iconNames } from './icons/iconNames';
import { useIconShards } from './icons/useIconShards';
import './ui.css';

const styles = ['all', 'Outlined', 'Filled', 'TwoTone'] as const;
type Style = (typeof styles)[number];

/** Icons a page: a few rows, so the grid stays quick to draw and its shards small. */
const pageSize = 48;

/**
 * Every icon of @ant-design/icons, searchable by name and style. A page of the grid loads the
 * shards of the icons it shows, not the whole set; pressing an icon copies its element.
 */
export default function IconsDemo() {
  const { t } = useTranslation('showcase');
  const copy = useCopyText();
  const [query, setQuery] = useState('');
  const [style, setStyle] = useState<Style>('all');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(query.trim().toLowerCase());

  const matches = useMemo(
    () =>
      iconNames.filter(
        (name) => (style === 'all' || name.endsWith(style)) && name.toLowerCase().includes(search),
      ),
    [search, style],
  );
  const lastPage = Math.max(1, Math.ceil(matches.length / pageSize));
  const shownPage = Math.min(page, lastPage);
  const shown = matches.slice((shownPage - 1) * pageSize, shownPage * pageSize);
  const { icons, failed, retry } = useIconShards(shown);

  return (
    <>
      <PageHeader title={t('titles.ui.icons')} description={t('icons.description')} />
      <Card>
        <Flex vertical gap="middle">
          <Flex gap="middle" wrap align="center">
            <Input
              type="search"
              allowClear
              aria-label={t('icons.search')}
              placeholder={t('icons.placeholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(1);
              }}
              style={{ flex: '1 1 240px', maxWidth: 420 }}
            />
            <Segmented
              aria-label={t('icons.style')}
              value={style}
              onChange={(value) => {
                setStyle(value);
                setPage(1);
              }}
              options={styles.map((value) => ({ value, label: t(`icons.styles.${value}`) }))}
            />
            <Text type="secondary" role="status">
              {t('icons.count', { count: matches.length })}
            </Text>
          </Flex>
          {failed && <LoadFailedAlert title={t('icons.failed')} onRetry={retry} />}
          {shown.length === 0 ? (
            <Empty description={t('icons.none', { query: query.trim() })} />
          ) : (
            <ul className="demo-icons" aria-label={t('icons.grid')}>
              {shown.map((name) => {
                const shape = icons[name];
                const code = `<${name} />`;
                return (
                  <li key={name}>
                    <button
                      type="button"
                      className="demo-icon"
                      title={t('icons.copy', { code })}
                      onClick={() => void copy(code, t('icons.copied', { code }))}
                    >
                      <span className="demo-icon__glyph">
                        {shape && <AntdIcon icon={shape} aria-hidden />}
                      </span>
                      <span className="demo-icon__name">{name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {matches.length > pageSize && (
            <Pager
              align="center"
              current={shownPage}
              pageSize={pageSize}
              total={matches.length}
              showSizeChanger={false}
              onChange={setPage}
            />
          )}
        </Flex>
      </Card>
    </>
  );
}
