import { Card, Col, Row, Skeleton, type SkeletonProps } from 'antd';

export interface SkeletonColumn {
  /** Its width on a wide screen, out of 24 (a narrow screen stacks the columns). */
  span: number;
  /** How many grey lines its card holds. */
  rows: number;
  /** A heading line above them (default: yes). */
  title?: boolean;
  /** A round picture beside them, of this size. */
  avatar?: number;
}

/**
 * A record page's room while its record loads: its columns of cards, grey, so nothing moves when
 * the record arrives. `label` says what loads (the busy region's name). While it shows, the
 * layout keeps the footer below the screen's edge (`page-placeholder`): on a phone the record is
 * taller than its skeleton, and a footer in view would jump down when it arrives.
 */
export function RecordSkeleton({ label, columns }: { label: string; columns: SkeletonColumn[] }) {
  return (
    <Row className="page-placeholder" gutter={[24, 24]} aria-busy="true" aria-label={label}>
      {columns.map(({ span, rows, title = true, avatar }, index) => {
        const picture: SkeletonProps['avatar'] = avatar === undefined ? false : { size: avatar };
        return (
          <Col key={index} xs={24} lg={span}>
            <Card>
              <Skeleton active avatar={picture} title={title} paragraph={{ rows }} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
