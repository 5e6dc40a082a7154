import type { ReactNode } from 'react';
import { KpiTile } from '../../../design-system';
import { figureDefinitionKeys, type FigureId } from '../../domain/myStore';
import type { FigureFormat, Polarity } from './figureFormat';
import * as styles from './FigureTile.css';

/**
 * A tile of a figure (My store's, a report's headline) whose definition lives in src/domain
 * (figureDefinitionKeys): its value, the compared figure and the change, and the definition one tap
 * away. The same figure reads the same, with the same definition, on every screen.
 */
export function FigureTile(props: {
  f: FigureFormat;
  figure: FigureId;
  label: string;
  value?: number;
  previous?: number;
  comparisonLabel?: string;
  format: (n: number) => string;
  polarity?: Polarity;
  loading?: boolean;
}) {
  const { f, value = 0, previous } = props;
  return (
    <KpiTile
      label={props.label}
      value={props.format(value)}
      loading={props.loading}
      comparison={
        previous !== undefined && props.comparisonLabel
          ? { label: props.comparisonLabel, value: props.format(previous) }
          : undefined
      }
      change={previous !== undefined ? f.change(value, previous, props.polarity) : undefined}
      definition={{
        label: f.t('Figure.About', { figure: props.label }),
        text: f.t(figureDefinitionKeys[props.figure]),
      }}
    />
  );
}

/** Figure tiles side by side: four in a row where they fit, fewer as the width runs out, one on a phone. */
export function TileGrid({ children }: { children: ReactNode }) {
  return <div className={styles.tiles}>{children}</div>;
}
