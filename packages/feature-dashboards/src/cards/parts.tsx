import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Flex, Skeleton, theme } from 'antd';
import type { Key, ReactNode } from 'react';
import { LtrText, Text, Title } from '@tessera/ui';
import type { Formats } from './format';

/**
 * A card's headline figure and what it counts. Numbers read left to right in any direction. The
 * value is a FigureSkeleton while it loads.
 */
export function Figure({
  value,
  label,
  level = 3,
}: {
  value: ReactNode;
  label: ReactNode;
  level?: 3 | 4 | 5;
}) {
  return (
    <div>
      <Title level={level} style={{ margin: 0 }}>
        <LtrText>{value}</LtrText>
      </Title>
      <Text type="secondary">{label}</Text>
    </div>
  );
}

/** A figure's value while it loads; in the figure's line, it keeps the line's height. */
export function FigureSkeleton() {
  return (
    <span style={{ display: 'inline-flex', verticalAlign: 'middle', lineHeight: 0 }}>
      <Skeleton.Input active size="small" />
    </span>
  );
}

/** A change against the period before: its sign and an arrow (the text keeps its contrast). */
export function Change({ value, format }: { value: number; format: Formats }) {
  const { token } = theme.useToken();
  const up = value >= 0;
  return (
    <Text>
      <Flex component="span" gap={4} align="center" style={{ display: 'inline-flex' }}>
        {up ? (
          <ArrowUpOutlined aria-hidden style={{ color: token.colorSuccess }} />
        ) : (
          <ArrowDownOutlined aria-hidden style={{ color: token.colorError }} />
        )}
        <LtrText>{format.change(value)}</LtrText>
      </Flex>
    </Text>
  );
}

/** A list of rows, one under the other (a card's short lists: browsers, transactions…). */
export function PlainList<T>({
  items,
  itemKey,
  render,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  render: (item: T) => ReactNode;
}) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={itemKey(item)} style={{ padding: '8px 0' }}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}
