import { FieldErrorText } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import { VisuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden';
import * as styles from './TextField.css';

/** The required mark after a label: an asterisk to see, the word "required" to hear. */
export function RequiredMark({ required }: { required?: boolean }) {
  const labels = useLabels();
  if (!required) return null;
  return (
    <>
      {' '}
      <span aria-hidden="true" className={styles.requiredMark}>
        *
      </span>
      <VisuallyHidden>{labels.required}</VisuallyHidden>
    </>
  );
}

/** The field's error with a warning icon (Ark shows it only while the field is invalid). */
export function FieldError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <FieldErrorText className={styles.errorText}>
      <Icon name="error" size="small" />
      <span>{children}</span>
    </FieldErrorText>
  );
}

/** aria-describedby for a control from the ids of its helper and error texts that are shown. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
