import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  /** HTML that comes from data (an email body, a blog post): never trusted as it is. */
  html: string;
  className?: string;
  /** The element that holds it; a block by default. */
  as?: 'div' | 'span' | 'article' | 'section';
}

/**
 * The one place that renders HTML from data (lint refuses `dangerouslySetInnerHTML` anywhere
 * else). DOMPurify removes scripts, event handlers (`onerror`…) and `javascript:` links first.
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
