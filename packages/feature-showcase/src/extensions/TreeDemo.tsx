import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Input, Row, Space, Tree, type TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import {
  allKeys,
  ancestorsOfMatches,
  dropNode,
  initialTree,
  moveAmongSiblings,
  parentKeys,
  placeAmongSiblings,
  type OrgNode,
} from './tree';
import './extensions.css';

type Key = string;

/** The part of `text` that matches `query`, marked (case and accents as typed are ignored). */
function Highlighted({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className="showcase-mark">{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/**
 * antd's Tree: teams to tick (a parent ticks its branch), one to select, branches to open, a
 * search that opens the branches of what it finds and marks it, and teams dragged to another
 * place (or moved up and down from the keyboard with the buttons).
 */
export default function TreeDemo() {
  const { t } = useTranslation('showcase');
  const [tree, setTree] = useState<OrgNode[]>(initialTree);
  const [expanded, setExpanded] = useState<Key[]>(['company', 'engineering']);
  const [autoExpandParent, setAutoExpandParent] = useState(true);
  const [checked, setChecked] = useState<Key[]>(['web', 'mobile']);
  const [selected, setSelected] = useState<Key>();
  const [query, setQuery] = useState('');
  const [moved, setMoved] = useState<string>();

  const name = (key: Key) => t(`tree.nodes.${key}`);
  const matching = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return needle
      ? allKeys(tree).filter((key) => name(key).toLocaleLowerCase().includes(needle))
      : [];
    // name depends on t only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, tree, t]);

  const treeData = useMemo(() => {
    const convert = (nodes: OrgNode[]): NonNullable<TreeProps['treeData']> =>
      nodes.map((node) => ({
        key: node.key,
        title: t(`tree.nodes.${node.key}`),
        children: node.children && convert(node.children),
      }));
    return convert(tree);
  }, [tree, t]);

  const search = (value: string) => {
    setQuery(value);
    const needle = value.trim().toLocaleLowerCase();
    if (!needle) return;
    setExpanded(ancestorsOfMatches(tree, (key) => name(key).toLocaleLowerCase().includes(needle)));
    setAutoExpandParent(true);
  };

  const sayMoved = (next: OrgNode[], key: Key) => {
    const at = placeAmongSiblings(next, key);
    if (at) setMoved(t('tree.moved', { name: name(key), place: at.place, size: at.size }));
  };

  const move = (step: -1 | 1) => {
    if (!selected) return;
    const next = moveAmongSiblings(tree, selected, step);
    setTree(next);
    sayMoved(next, selected);
  };

  const drop: TreeProps['onDrop'] = ({ node, dragNode, dropPosition, dropToGap }) => {
    // antd gives the drop's place among the target's siblings; relative to the target, it is
    // before (-1) or after it, or into it when not dropped in a gap.
    const position = dropPosition - Number(node.pos.split('-').at(-1));
    const where = !dropToGap ? 'inside' : position === -1 ? 'before' : 'after';
    const next = dropNode(tree, String(dragNode.key), String(node.key), where);
    if (next === tree) return;
    setTree(next);
    if (where === 'inside') setExpanded((keys) => [...new Set([...keys, String(node.key)])]);
    sayMoved(next, String(dragNode.key));
  };

  const place = selected ? placeAmongSiblings(tree, selected) : undefined;

  return (
    <>
      <PageHeader title={t('titles.extensions.tree')} description={t('tree.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={t('tree.title')}>
            <Flex vertical gap="middle">
              <Flex gap="small" wrap>
                <Input.Search
                  allowClear
                  aria-label={t('tree.search')}
                  placeholder={t('tree.search')}
                  value={query}
                  onChange={(event) => search(event.target.value)}
                  onSearch={search}
                  style={{ maxWidth: 280 }}
                />
                <Button
                  onClick={() => {
                    setExpanded(parentKeys(tree));
                    setAutoExpandParent(false);
                  }}
                >
                  {t('tree.expandAll')}
                </Button>
                <Button
                  onClick={() => {
                    setExpanded([]);
                    setAutoExpandParent(false);
                  }}
                >
                  {t('tree.collapseAll')}
                </Button>
              </Flex>
              {query.trim() !== '' && (
                <Text type="secondary" role="status">
                  {t('tree.matches', { count: matching.length, query: query.trim() })}
                </Text>
              )}
              <Tree
                aria-label={t('tree.label')}
                checkable
                draggable
                blockNode
                treeData={treeData}
                expandedKeys={expanded}
                autoExpandParent={autoExpandParent}
                onExpand={(keys) => {
                  setExpanded(keys.map(String));
                  setAutoExpandParent(false);
                }}
                checkedKeys={checked}
                onCheck={(keys) =>
                  setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))
                }
                selectedKeys={selected ? [selected] : []}
                onSelect={(keys) => setSelected(keys.length ? String(keys[0]) : undefined)}
                onDrop={drop}
                titleRender={(node) => (
                  <Highlighted text={String(node.title)} query={query.trim()} />
                )}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('tree.state.title')}>
            <Flex vertical gap="middle" align="flex-start">
              <Text data-testid="tree-checked">
                {checked.length
                  ? t('tree.state.checked', {
                      count: checked.length,
                      names: checked.map(name).join(', '),
                    })
                  : t('tree.state.noneChecked')}
              </Text>
              <Text data-testid="tree-selected">
                {selected
                  ? t('tree.state.selected', { name: name(selected) })
                  : t('tree.state.noneSelected')}
              </Text>
              <Space wrap>
                <Button
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={!place || place.place === 1}
                  onClick={() => move(-1)}
                >
                  {t('tree.up')}
                </Button>
                <Button
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={!place || place.place === place.size}
                  onClick={() => move(1)}
                >
                  {t('tree.down')}
                </Button>
              </Space>
              <Text type="secondary" role="status">
                {moved ?? t('tree.state.hint')}
              </Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
