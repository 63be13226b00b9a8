import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';

/** antd's preset palettes a tag can take (gold and lime are left out: too pale even at shade 8). */
export const tagColors = [
  'blue',
  'green',
  'orange',
  'red',
  'purple',
  'cyan',
  'magenta',
  'geekblue',
  'volcano',
] as const;
export type TagColor = (typeof tagColors)[number];

/**
 * A tag in one of antd's palettes, readable in every skin: dark text (shade 8) on a light tint
 * (shade 1). antd's own preset tags draw shade 6/7 text, which axe flags as low contrast.
 * Without a colour it is antd's neutral tag.
 */
export function ColorTag({
  color,
  icon,
  children,
}: {
  color?: TagColor | null;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  if (!color) return <Tag icon={icon}>{children}</Tag>;
  return (
    <Tag
      icon={icon}
      style={{
        color: token[`${color}8`],
        background: token[`${color}1`],
        borderColor: token[`${color}3`],
        marginInlineEnd: 0,
      }}
    >
      {children}
    </Tag>
  );
}
