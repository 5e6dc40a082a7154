import {
  CollapsibleContent,
  CollapsibleIndicator,
  CollapsibleRoot,
  CollapsibleTrigger,
} from '@ark-ui/react/collapsible';
import type { ReactNode } from 'react';
import { Icon } from '../../atoms/Icon/Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** What the button says (the section's title, with a count if useful). */
  summary: ReactNode;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled open state, with onOpenChange. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A section that shows and hides its content (Ark Collapsible): a full-width button with the
 * summary and a chevron (aria-expanded, aria-controls by Ark), then the content. The content mounts
 * the first time it opens (lazyMount) and stays mounted, so what it loaded or holds is kept.
 */
export function Disclosure({ summary, defaultOpen, open, onOpenChange, children }: DisclosureProps) {
  return (
    <CollapsibleRoot
      className={styles.root}
      defaultOpen={defaultOpen}
      open={open}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      lazyMount
    >
      <CollapsibleTrigger className={styles.trigger}>
        <span>{summary}</span>
        <CollapsibleIndicator className={styles.indicator}>
          <Icon name="chevronDown" />
        </CollapsibleIndicator>
      </CollapsibleTrigger>
      <CollapsibleContent className={styles.content}>{children}</CollapsibleContent>
    </CollapsibleRoot>
  );
}
