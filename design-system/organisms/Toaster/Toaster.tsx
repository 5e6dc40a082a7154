import {
  Toaster as ArkToaster,
  createToaster,
  type CreateToasterReturn,
  ToastCloseTrigger,
  ToastDescription,
  ToastRoot,
  ToastTitle,
} from '@ark-ui/react/toast';
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

/** The options without their undefined values: an `id: undefined` would replace the generated id. */
function defined<T extends object>(data: T): T {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as T;
}

/**
 * A toast queue shown at the bottom end of the screen, at most 5 at once, stacked (not overlapping).
 * Two guards over Ark's store: options may leave any field undefined (a toast without an id gets a
 * generated one instead of failing), and a toaster that subscribes hears of every visible toast (the
 * toaster reads the queue, then subscribes; a toast created in between, e.g. by an effect of the
 * render that mounts the toaster, was never shown).
 */
export function createToastStore(options: { duration?: number } = {}): ToastStore {
  const store = createToaster<ReactNode>({ placement: 'bottom-end', max: 5, overlap: false, ...options });
  type Create = ToastStore['create'];
  const withDefined =
    (fn: Create): Create =>
    (data) =>
      fn(defined(data));
  return {
    ...store,
    create: withDefined(store.create),
    error: withDefined(store.error as Create),
    success: withDefined(store.success as Create),
    info: withDefined(store.info as Create),
    warning: withDefined(store.warning as Create),
    loading: withDefined(store.loading as Create),
    update: (id, data) => store.update(id, defined(data)),
    subscribe(subscriber) {
      const unsubscribe = store.subscribe(subscriber);
      // Oldest first, as they were created: each is added in front (or merged when already shown).
      for (const toast of store.getVisibleToasts().slice().reverse()) subscriber(toast);
      return unsubscribe;
    },
  };
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
          <ToastRoot
            key={toast.id}
            className={`${styles.toast} ${styles.tone[tone]}`}
            data-tone={tone}
            role={tone === 'critical' ? 'alert' : 'status'}
          >
            <span className={styles.icon}>
              <Icon name={iconByTone[tone]} tone={tone} />
            </span>
            <div className={styles.text}>
              {toast.title ? <ToastTitle className={styles.title}>{toast.title}</ToastTitle> : null}
              {toast.description ? (
                <ToastDescription className={styles.description}>{toast.description}</ToastDescription>
              ) : null}
            </div>
            <ToastCloseTrigger asChild>
              <IconButton label={labels.dismiss} icon="close" variant="ghost" size="small" />
            </ToastCloseTrigger>
          </ToastRoot>
        );
      }}
    </ArkToaster>
  );
}
