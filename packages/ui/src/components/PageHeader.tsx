import { Flex, theme } from 'antd';
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

/** The title row of a page: its heading (sized like an h3), a description and actions. */
export function PageHeader({ title, description, extra, level = 1 }: PageHeaderProps) {
  const { token } = theme.useToken();
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
        <Title level={level} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
          {title}
        </Title>
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
