import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { Paragraph, Title } from './typography';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Actions on the end side (buttons…); they wrap under the title on narrow screens. */
  extra?: ReactNode;
  /** Heading level; the page's own title is the page's h1. */
  level?: 1 | 2 | 3;
}

/**
 * A page's own heading (its h1 unless told), sized like an h3: in the page's header, or as the
 * title of a result that stands for the page (an unknown id).
 */
export function PageTitle({ level = 1, children }: { level?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Title level={level} size={3} style={{ margin: 0 }}>
      {children}
    </Title>
  );
}

/** The title row of a page: its heading (sized like an h3), a description and actions. */
export function PageHeader({ title, description, extra, level = 1 }: PageHeaderProps) {
  return (
    <Flex
      className="page-header"
      justify="space-between"
      align="flex-start"
      gap="middle"
      wrap
      style={{ marginBottom: 24 }}
    >
      <div>
        <PageTitle level={level}>{title}</PageTitle>
        {description && (
          <Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {description}
          </Paragraph>
        )}
      </div>
      {extra && (
        <Flex gap="small" wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
