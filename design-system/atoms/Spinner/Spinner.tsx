import { useLabels } from '../../DesignSystemProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

/** The spinning mark alone, hidden from assistive technology (Button uses it with aria-busy). */
export function SpinnerMark({ size }: { size?: SpinnerSize }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={styles.spinner({ size })}
      viewBox="0 0 24 24"
      fill="none"
    >
      <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps {
  /** What is loading; defaults to the design system's "Loading" label. */
  label?: string;
  size?: SpinnerSize;
  /** Unseen for its first second (styles.SPINNER_DELAY_MS): for waits that are usually shorter. */
  delayed?: boolean;
  /** The label shown beside the mark too (a progress the user reads: "Checking row 40 of 5,000…"). */
  showLabel?: boolean;
}

/** A loading indicator announced as a status. */
export function Spinner({ label, size, delayed = false, showLabel = false }: SpinnerProps) {
  const labels = useLabels();
  const text = label ?? labels.loading;
  return (
    <span role="status" className={delayed ? `${styles.root} ${styles.delayed}` : styles.root}>
      <SpinnerMark size={size} />
      {showLabel ? <span className={styles.label}>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  );
}
