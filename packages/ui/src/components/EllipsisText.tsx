import { Typography } from 'antd';
import type { CSSProperties } from 'react';

interface EllipsisTextProps {
  children: string;
  className?: string;
  /** The widest it may grow before it is cut (default: the width of its container). */
  maxWidth?: CSSProperties['maxWidth'];
  strong?: boolean;
}

/**
 * One line of text that never breaks its layout: cut with an ellipsis when it does not fit,
 * the whole text in a tooltip. For names and other text people type (a 500-character name).
 */
export function EllipsisText({
  children,
  className,
  maxWidth = '100%',
  strong,
}: EllipsisTextProps) {
  return (
    <Typography.Text
      className={className}
      strong={strong}
      style={{ maxWidth, display: 'inline-block', verticalAlign: 'bottom', color: 'inherit' }}
      ellipsis={{ tooltip: children }}
    >
      {children}
    </Typography.Text>
  );
}
