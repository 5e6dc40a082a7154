import { useId } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import { VisuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden';
import { DefinitionButton } from '../Definition/DefinitionButton';
import * as styles from './KpiTile.css';

export const kpiTrends = ['up', 'down', 'flat'] as const;
export type KpiTrend = (typeof kpiTrends)[number];
export const kpiChangeTones = ['positive', 'critical', 'neutral'] as const;
export type KpiChangeTone = (typeof kpiChangeTones)[number];

export interface KpiTileProps {
  /** What the figure is ("Net sales"); names the tile. */
  label: string;
  /** The figure, formatted. */
  value: string;
  /** The figure it is compared with, e.g. the same weekday last week. */
  comparison?: { label: string; value: string };
  /** The change against the comparison: its text ("+12.5%"), direction and whether that is good. */
  change?: { text: string; trend: KpiTrend; tone: KpiChangeTone };
  /** The figure's definition, one tap (or Enter) away behind an info button named `label`. */
  definition?: { label: string; text: string };
  /** The figure is on its way: a placeholder instead of the value. */
  loading?: boolean;
}

const trendIcon = { up: 'arrowUp', down: 'arrowDown', flat: 'minus' } as const;

/**
 * A key figure ("KPI tile"): label, value, the comparison and its change, and an info button whose
 * popover gives the figure's definition (DefinitionButton).
 */
export function KpiTile({ label, value, comparison, change, definition, loading = false }: KpiTileProps) {
  const labelId = useId();
  const labels = useLabels();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure and its parts, not form controls (no fieldset)
    <div role="group" aria-labelledby={labelId} aria-busy={loading || undefined} className={styles.tile}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {definition ? (
          <DefinitionButton term={label} label={definition.label} text={definition.text} />
        ) : null}
      </div>
      {loading ? (
        <div className={styles.placeholder}>
          <span aria-hidden="true" className={styles.skeletonValue} />
          <span aria-hidden="true" className={styles.skeletonLine} />
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
        </div>
      ) : (
        <>
          <span className={styles.value}>{value}</span>
          {comparison || change ? (
            <span className={styles.comparison}>
              {comparison ? (
                <span>
                  {comparison.label}: <span className={styles.comparisonValue}>{comparison.value}</span>
                </span>
              ) : null}
              {change ? (
                <span className={styles.change({ tone: change.tone })}>
                  <Icon name={trendIcon[change.trend]} size="small" />
                  {change.text}
                </span>
              ) : null}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
