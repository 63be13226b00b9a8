import { useRef, useState, type CSSProperties } from 'react';
import { LazyTooltip } from './LazyTooltip';
import { classNames, Text } from './typography';

interface EllipsisTextProps {
  children: string;
  className?: string;
  /**
   * The widest it may grow before it is cut (default: the width of its container; in a table,
   * 24em, since a table cell grows with its text).
   */
  maxWidth?: CSSProperties['maxWidth'];
  strong?: boolean;
}

/**
 * One line of text that never breaks its layout: cut with an ellipsis when it does not fit,
 * the whole text in a tooltip. For names and other text people type (a 500-character name).
 */
export function EllipsisText({ children, className, maxWidth, strong }: EllipsisTextProps) {
  const text = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  // Measured when the pointer or focus arrives, the moment the tooltip would open: no layout
  // is read while the page renders.
  const measure = () => {
    const element = text.current;
    setCut(element !== null && element.scrollWidth > element.clientWidth);
  };
  return (
    <LazyTooltip title={cut ? children : undefined}>
      <Text
        ref={text}
        strong={strong}
        className={classNames('tessera-text--ellipsis', className)}
        style={maxWidth === undefined ? undefined : { maxWidth }}
        onMouseEnter={measure}
        onFocus={measure}
      >
        {children}
      </Text>
    </LazyTooltip>
  );
}
