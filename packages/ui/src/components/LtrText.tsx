import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: phone numbers, emails,
 * usernames, ids, amounts. Without it, a right-to-left page reorders their parts
 * ("+10 (162) 301-3447" shows as "301-3447 (162) 10+"). `bdi` also keeps it from reordering
 * the text around it.
 */
export function LtrText({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
