import { Card } from 'antd';
import type { ReactNode } from 'react';
import { Title } from '@tessera/ui';

/** One block of a tab: a titled card (the title is a heading under the page's). */
export function TabCard({
  title,
  extra,
  children,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card
      title={
        <Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Title>
      }
      extra={extra}
      style={{ marginBottom: 24 }}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
