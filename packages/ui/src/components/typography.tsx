import { forwardRef, type HTMLAttributes } from 'react';
import './typography.css';

// Text, titles and paragraphs in the theme's type scale and colours (its CSS variables). Plain
// elements: antd's Typography brings its editing, copying and measuring code (with antd's Input
// and text area) to every page that shows a line of text, about 10 KB gzip.
//
// Each takes the direction of its own first letter (`dir="auto"`): in a right-to-left layout,
// an English sentence keeps its full stop at its end and "Invoice #5050" its order, and a
// Hebrew name in an English page reads right to left. Paragraphs and titles keep the alignment
// of the page around them (typography.css), not the one of their own direction.

/** The colour of a piece of text besides the default one. */
export type TextTone = 'secondary' | 'success' | 'warning' | 'danger';

/** The class attribute of these names, those that are set. */
export const classNames = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ');

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TextTone;
  strong?: boolean;
}

/** A run of text inside a line. */
export const Text = forwardRef<HTMLSpanElement, TextProps>(function Text(
  { type, strong, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      dir="auto"
      className={classNames(
        'tessera-text',
        type && `tessera-text--${type}`,
        strong && 'tessera-text--strong',
        className,
      )}
      {...rest}
    />
  );
});

export interface ParagraphProps extends HTMLAttributes<HTMLParagraphElement> {
  type?: TextTone;
}

/** A paragraph, with the space of one line after it. */
export function Paragraph({ type, className, ...rest }: ParagraphProps) {
  return (
    <p
      dir="auto"
      className={classNames(
        'tessera-text',
        'tessera-paragraph',
        type && `tessera-text--${type}`,
        className,
      )}
      {...rest}
    />
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level, h1 to h5. */
  level?: HeadingLevel;
  /** The theme's heading size to draw it in (default: its level's). */
  size?: HeadingLevel;
}

/** A heading in the theme's size for its level (or for `size`). */
export function Title({ level = 1, size = level, className, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      dir="auto"
      className={classNames('tessera-title', `tessera-title--${size}`, className)}
      {...rest}
    />
  );
}
