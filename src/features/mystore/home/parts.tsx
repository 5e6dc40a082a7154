import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Spinner, Stack, Text } from '../../../../design-system';
import type { FigureFormat } from '../../../scaffold/figures/figureFormat';
import * as styles from './MyStore.css';

/** What a panel shows of a read: its data, and whether it is loading, refreshing or failed. */
export interface Remote<T> {
  data?: T;
  /** The server's message when the read failed. */
  error?: string;
  loading: boolean;
  /** A newer read is on its way while older data shows. */
  refreshing?: boolean;
}

/**
 * A section whose chart waits for the panel's data (a spinner in its card), or says the data has
 * nothing to draw.
 */
export function ChartSection<T>(props: {
  f: FigureFormat;
  title: string;
  wide?: boolean;
  data: T | undefined;
  /** with the text it then shows instead of the chart */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { data } = props;
  return (
    <Card title={props.title} span={props.wide ? 'row' : 'cell'}>
      {data === undefined ? (
        <ChartLoading f={props.f} />
      ) : props.isEmpty?.(data) ? (
        <Empty>{props.emptyText}</Empty>
      ) : (
        props.children(data)
      )}
    </Card>
  );
}

/**
 * What a panel shows figures of (the period or day and the place), and what they are compared with.
 * Without a title (the figures are on their way) it keeps the two lines' room, so the tiles below do
 * not move when the answer comes.
 */
export function PanelHeading({ title, comparedWith }: { title?: string; comparedWith?: string }) {
  const waiting = title === undefined;
  return (
    <Stack space="xsmall">
      <Text as="p" weight="medium">
        {waiting ? NO_BREAK_SPACE : title}
      </Text>
      {comparedWith || waiting ? (
        <Text as="p" tone="muted" size="small">
          {waiting ? NO_BREAK_SPACE : comparedWith}
        </Text>
      ) : null}
    </Stack>
  );
}

const NO_BREAK_SPACE = '\u00a0';

export function ChartGrid({ children }: { children: ReactNode }) {
  return <div className={styles.charts}>{children}</div>;
}

/** The read failed: the server's message and a retry. */
export function LoadError({
  f,
  message,
  onRetry,
}: {
  f: FigureFormat;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      tone="critical"
      title={f.t('MyStore.LoadFailed')}
      action={
        <Button variant="soft" onClick={onRetry}>
          {f.t('MyStore.Retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Charts wait for their data with a spinner in their card (the tiles show placeholders). */
export function ChartLoading({ f }: { f: FigureFormat }) {
  return (
    <Box display="flex" justifyContent="center" padding="xlarge">
      <Spinner label={f.t('MyStore.Loading')} />
    </Box>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text as="p" tone="muted">
      {children}
    </Text>
  );
}
