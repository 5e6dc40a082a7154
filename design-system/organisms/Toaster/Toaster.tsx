import { Toaster as ArkToaster, createToaster, type CreateToasterReturn, Toast } from '@ark-ui/react/toast';
import type { ReactNode } from 'react';
import { useBrand, useLabels } from '../../DesignSystemProvider';
import { Icon, type IconName } from '../../atoms/Icon/Icon';
import { IconButton } from '../../atoms/IconButton/IconButton';
import * as styles from './Toaster.css';

export const toastTones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * The toast queue. Create one for the app and pass it to <Toaster>; add toasts with
 * `store.success / error / info / warning({ title, description })` (tones positive, critical, info,
 * caution) or `store.create({ type, title, description, duration })`.
 */
export type ToastStore = CreateToasterReturn<ReactNode>;

/** A toast queue shown at the bottom end of the screen, at most 5 at once, stacked (not overlapping). */
export function createToastStore(options: { duration?: number } = {}): ToastStore {
  return createToaster<ReactNode>({ placement: 'bottom-end', max: 5, overlap: false, ...options });
}

const toneByType: Record<string, ToastTone> = {
  success: 'positive',
  error: 'critical',
  warning: 'caution',
  info: 'info',
};

const iconByTone: Record<ToastTone, IconName> = {
  info: 'info',
  positive: 'success',
  caution: 'warning',
  critical: 'error',
};

export interface ToasterProps {
  store: ToastStore;
}

/** Renders the toasts of a store: tone icon, title, description and a dismiss button. */
export function Toaster({ store }: ToasterProps) {
  const labels = useLabels();
  const brand = useBrand();
  return (
    <ArkToaster toaster={store} className={styles.group} aria-label={labels.notifications} data-brand={brand}>
      {(toast) => {
        const tone = toneByType[toast.type ?? 'info'] ?? 'info';
        return (
          <Toast.Root
            key={toast.id}
            className={`${styles.toast} ${styles.tone[tone]}`}
            data-tone={tone}
            role={tone === 'critical' ? 'alert' : 'status'}
          >
            <span className={styles.icon}>
              <Icon name={iconByTone[tone]} tone={tone} />
            </span>
            <div className={styles.text}>
              {toast.title ? <Toast.Title className={styles.title}>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.CloseTrigger asChild>
              <IconButton label={labels.dismiss} icon="close" variant="ghost" size="small" />
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </ArkToaster>
  );
}
