import { Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { IconBadge } from '../components/IconBadge';

export type StatColor = 'blue' | 'green' | 'orange' | 'red' | 'purple';

export interface StatCardProps {
  title: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  color?: StatColor;
  /** A line under the value (a trend, a period…). */
  description?: ReactNode;
  loading?: boolean;
}

/** A statistic: title, a large value and a tinted icon. */
export function StatCard({
  title,
  value,
  icon,
  color = 'blue',
  description,
  loading = false,
}: StatCardProps) {
  return (
    // Full height: cards side by side in a row line up even when one description wraps.
    <Card className="stat-card" style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
      <Flex justify="space-between" align="flex-start" gap="middle">
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          {/* While loading, the (unseen) title holds the value's room and a placeholder sits on it. */}
          <div style={{ position: 'relative' }}>
            <Typography.Title
              level={3}
              style={{ margin: '4px 0 0', visibility: loading ? 'hidden' : undefined }}
            >
              {loading ? '0' : value}
            </Typography.Title>
            {loading && (
              <span style={{ position: 'absolute', insetInlineStart: 0, top: 8 }}>
                <Skeleton.Button active size="small" style={{ width: 80 }} />
              </span>
            )}
          </div>
          {description && (
            // Kept (unseen) while loading: it holds the room its lines take.
            <Typography.Text
              type="secondary"
              style={{ fontSize: 13, visibility: loading ? 'hidden' : undefined }}
            >
              {description}
            </Typography.Text>
          )}
        </div>
        {icon && (
          <IconBadge color={color} shape="square">
            {icon}
          </IconBadge>
        )}
      </Flex>
    </Card>
  );
}
