import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** antd's preset palettes a badge can be tinted with (they follow the skin). */
export type BadgeColor =
  'blue' | 'cyan' | 'green' | 'gold' | 'orange' | 'red' | 'magenta' | 'purple';

export interface IconBadgeProps {
  color: BadgeColor;
  /** A circle (beside a figure), or a rounded square (a statistic card's corner). */
  shape?: 'circle' | 'square';
  children: ReactNode;
}

/** An icon on a light tint of its colour, as beside a statistic. Decoration: hidden from readers. */
export function IconBadge({ color, shape = 'circle', children }: IconBadgeProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      aria-hidden
      align="center"
      justify="center"
      style={{
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: shape === 'circle' ? '50%' : token.borderRadius,
        // Shade 1 is a light tint; shade 7 keeps the icon's contrast on it.
        background: token[`${color}1`],
        color: token[`${color}7`],
        fontSize: 20,
      }}
    >
      {children}
    </Flex>
  );
}
