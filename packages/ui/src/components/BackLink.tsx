import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

/** The way back from a record to its list: a link drawn as a button, with a back arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LinkButton to={to} icon={<ArrowLeftOutlined aria-hidden />}>
      {children}
    </LinkButton>
  );
}
