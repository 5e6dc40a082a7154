import type { MouseEvent, ReactNode } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { useOpenAfterMount } from '../../lazyPreloadable';
import { Drawer } from '../Drawer/Drawer';
import * as styles from './AppShell.css';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name. */
  label: string;
  /** The side menu. */
  children: ReactNode;
}

/** The side menu in a drawer below the large breakpoint: closes on navigation, Escape or the backdrop. */
export function MenuDrawer({ open, onOpenChange, label, children }: MenuDrawerProps) {
  const labels = useLabels();
  const shown = useOpenAfterMount(open);
  const closeOnNavigation = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) onOpenChange(false);
  };
  return (
    <Drawer.Root open={shown} onOpenChange={onOpenChange} aria-label={label}>
      <Drawer.Content placement="left">
        <div className={styles.drawerTop}>
          <Drawer.CloseButton label={labels.closeMenu} />
        </div>
        {/* Observes clicks on the menu's links (Enter on a link clicks too) to close the drawer. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: not a control, see above */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control, see above */}
        <div className={styles.drawerMenu} onClick={closeOnNavigation}>
          {children}
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}
