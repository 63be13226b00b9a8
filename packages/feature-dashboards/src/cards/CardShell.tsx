import {
  DeleteOutlined,
  DownOutlined,
  ReloadOutlined,
  UpOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Spin } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction, Text, useErrorMessage } from '@tessera/ui';

/** What a card needs of its data's query (an RTK Query hook's result fits). */
export interface CardQuery<Data> {
  data?: Data;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** One query for a card that shows the answers of several calls; it fails if any fails. */
export function allOf<A, B>(a: CardQuery<A>, b: CardQuery<B>): CardQuery<[A, B]>;
export function allOf<A, B, C, D>(
  a: CardQuery<A>,
  b: CardQuery<B>,
  c: CardQuery<C>,
  d: CardQuery<D>,
): CardQuery<[A, B, C, D]>;
export function allOf(...queries: CardQuery<unknown>[]): CardQuery<unknown[]> {
  const failed = queries.filter((query) => query.isError);
  const ready = queries.every((query) => query.data !== undefined);
  return {
    data: ready ? queries.map((query) => query.data) : undefined,
    isLoading: queries.some((query) => query.isLoading),
    isFetching: queries.some((query) => query.isFetching),
    isError: failed.length > 0,
    error: failed[0]?.error,
    // Retry asks again only what failed; a refresh, everything.
    refetch: () => (failed.length > 0 ? failed : queries).forEach((query) => query.refetch()),
  };
}

export interface CardShellProps<Data> {
  title: ReactNode;
  /** Names the card for tests (`data-testid`). */
  testId: string;
  query: CardQuery<Data>;
  /**
   * The body's height in pixels, the same loading, failed and loaded: the skeleton holds the
   * room of what replaces it, so nothing on the page moves when the data arrives.
   */
  bodyHeight: number;
  /** Controls beside the title (a period or year picker). */
  extra?: ReactNode;
  /**
   * What the body shows while the call runs, in place of the plain skeleton: the card's own text,
   * which needs no data, with skeletons where its figures go. It fills the same height.
   */
  placeholder?: ReactNode;
  /** Shows the card actions: collapse, refresh, and remove (which calls this). */
  actions?: { onRemove: () => void };
  children: (data: Data) => ReactNode;
}

/**
 * The frame of every dashboard card: its title, a skeleton of its final size while its call
 * runs, its own error with a retry (the other cards keep showing), a loading overlay while it
 * refreshes, and optionally the card actions.
 */
export function CardShell<Data>({
  title,
  testId,
  query,
  bodyHeight,
  extra,
  placeholder,
  actions,
  children,
}: CardShellProps<Data>) {
  const { t } = useTranslation('dashboards');
  const describe = useErrorMessage();
  const [collapsed, setCollapsed] = useState(false);
  const bodyId = useId();
  const { data, isError, isFetching, error, refetch } = query;
  const failed = isError && !isFetching;

  let body: ReactNode;
  if (failed) {
    body = (
      <Flex
        vertical
        align="center"
        justify="center"
        gap="small"
        style={{ height: '100%' }}
        role="alert"
      >
        <WarningOutlined style={{ fontSize: 28 }} aria-hidden />
        <Text strong>{t('card.failed')}</Text>
        <Text type="secondary">{describe(error)}</Text>
        <Button onClick={() => refetch()}>{t('card.retry')}</Button>
      </Flex>
    );
  } else if (data === undefined) {
    body = (
      <div style={{ height: '100%' }} data-testid={`${testId}-loading`}>
        <span className="sr-only">{t('card.loading')}</span>
        {placeholder ?? <Skeleton.Button active block style={{ height: bodyHeight - 48 }} />}
      </div>
    );
  } else {
    body = (
      // Refreshing (the refresh action, another period or year): the figures stay, dimmed.
      <Spin spinning={isFetching} description={t('card.refreshing')} style={{ height: '100%' }}>
        <div style={{ height: bodyHeight - 48 }}>{children(data)}</div>
      </Spin>
    );
  }

  return (
    <Card
      data-testid={testId}
      aria-busy={data === undefined && !failed}
      title={
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0, whiteSpace: 'normal' }}>{title}</h2>
      }
      style={{ height: collapsed ? undefined : '100%' }}
      styles={{
        header: { minHeight: 56 },
        body: collapsed ? { display: 'none' } : { height: bodyHeight, padding: 24 },
      }}
      extra={
        (extra || actions) && (
          <Flex gap={4} align="center">
            {extra}
            {actions && (
              <>
                <IconAction
                  size="small"
                  label={collapsed ? t('card.expand') : t('card.collapse')}
                  aria-expanded={!collapsed}
                  aria-controls={bodyId}
                  icon={collapsed ? <DownOutlined /> : <UpOutlined />}
                  onClick={() => setCollapsed((value) => !value)}
                />
                <IconAction
                  size="small"
                  label={t('card.refresh')}
                  icon={<ReloadOutlined aria-hidden />}
                  disabled={isFetching}
                  onClick={() => refetch()}
                />
                <IconAction
                  size="small"
                  label={t('card.remove')}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={actions.onRemove}
                />
              </>
            )}
          </Flex>
        )
      }
    >
      <div id={bodyId} style={{ height: '100%' }}>
        {body}
      </div>
    </Card>
  );
}
