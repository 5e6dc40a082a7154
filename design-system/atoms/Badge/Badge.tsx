import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = [
  'neutral',
  'info',
  'positive',
  'caution',
  'critical',
  'brand',
] as const satisfies readonly NonNullable<styles.BadgeVariants['tone']>[];
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A short status word (Active, Offline, 3 new). Its meaning is in the text, not only the colour. */
export function Badge({ tone, children }: BadgeProps) {
  return <span className={styles.badge({ tone })}>{children}</span>;
}
