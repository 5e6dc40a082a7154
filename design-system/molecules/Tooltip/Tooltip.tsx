import { Portal } from '@ark-ui/react/portal';
import {
  TooltipArrow,
  TooltipArrowTip,
  TooltipContent,
  TooltipPositioner,
  TooltipRoot,
  TooltipTrigger,
} from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says; it describes the trigger (aria-describedby). */
  content: ReactNode;
  /**
   * The trigger: one focusable element that forwards its ref and spreads its props
   * (Button, IconButton, Link or a native element).
   */
  children: ReactElement;
  /** Milliseconds before it opens on hover (default 400); focus opens it at once. */
  openDelay?: number;
  closeDelay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/** A hover and focus tooltip (Ark Tooltip), portalled to the body; Escape closes it. */
export function Tooltip({
  content,
  children,
  openDelay = 400,
  closeDelay = 150,
  placement = 'top',
}: TooltipProps) {
  return (
    <TooltipRoot
      openDelay={openDelay}
      closeDelay={closeDelay}
      positioning={{ placement, gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <Portal>
        <TooltipPositioner className={styles.positioner}>
          <TooltipContent className={styles.content}>
            <TooltipArrow className={styles.arrow}>
              <TooltipArrowTip className={styles.arrowTip} />
            </TooltipArrow>
            {content}
          </TooltipContent>
        </TooltipPositioner>
      </Portal>
    </TooltipRoot>
  );
}
