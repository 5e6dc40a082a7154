import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Icon, type IconName } from '../../atoms/Icon/Icon';
import { IconButton } from '../../atoms/IconButton/IconButton';
import * as styles from './Alert.css';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const satisfies readonly NonNullable<
  styles.AlertVariants['tone']
>[];
export type AlertTone = (typeof alertTones)[number];

const toneIcon: Record<AlertTone, IconName> = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};
const iconTone = { info: 'info', positive: 'positive', caution: 'caution', critical: 'critical' } as const;

export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link acting on the message (Retry, View details). */
  action?: ReactNode;
  /** Shows a dismiss button; called when it is pressed or when `autoHideMs` runs out. */
  onDismiss?: () => void;
  /** Dismisses after this many milliseconds (calls onDismiss, or hides itself without one). */
  autoHideMs?: number;
}

/**
 * A message in the page. Critical and caution alerts are announced at once (role="alert"),
 * info and positive ones politely (role="status").
 */
export function Alert({ tone, title, children, action, onDismiss, autoHideMs }: AlertProps) {
  const labels = useLabels();
  const [hidden, setHidden] = useState(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    if (autoHideMs === undefined) return;
    const timer = setTimeout(() => {
      if (onDismissRef.current) onDismissRef.current();
      else setHidden(true);
    }, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs]);

  if (hidden) return null;
  const urgent = tone === 'critical' || tone === 'caution';
  return (
    <div role={urgent ? 'alert' : 'status'} className={styles.alert({ tone })}>
      <span className={styles.icon}>
        <Icon name={toneIcon[tone]} tone={iconTone[tone]} />
      </span>
      <div className={styles.body}>
        <div className={styles.message}>
          {title ? <span className={styles.title}>{title}</span> : null}
          {children ? <div>{children}</div> : null}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {onDismiss ? (
        <span className={styles.dismiss}>
          <IconButton label={labels.dismiss} icon="close" size="small" onClick={onDismiss} />
        </span>
      ) : null}
    </div>
  );
}
