import { theme } from 'antd';
import type { Key, ReactNode } from 'react';

interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/** A plain list with dividers (antd's List is deprecated): one row per item. */
export function ItemList<T>({ items, itemKey, renderItem }: ItemListProps<T>) {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          style={{
            padding: '12px 0',
            borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
          }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
