import { type MouseEvent, type ReactNode, useEffect, useId } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { mediaQuery } from '../../theme/breakpoints';
import { Drawer } from '../Drawer/Drawer';
import * as styles from './AppShell.css';
import { useMediaQuery } from './useMediaQuery';

export interface AppShellProps {
  /** The top bar (a Header). */
  header: ReactNode;
  /** The navigation (a SideMenu): permanent from the large breakpoint, a drawer below it. */
  sideMenu: ReactNode;
  /** Whether the side menu drawer is open (below the large breakpoint). */
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** The accessible name of the side menu drawer (usually the side menu's label). */
  drawerLabel: string;
  /** When given, a "skip to main content" link with this text comes first. */
  skipLinkLabel?: string;
  /** The id of the <main> element (default: a generated one). */
  mainId?: string;
  children: ReactNode;
}

/**
 * The portal's frame: header on top, the side menu on the left (a permanent 240px column from
 * the large breakpoint, a temporary drawer below it that closes on navigation, Escape or a
 * backdrop click) and the <main> landmark.
 */
export function AppShell({
  header,
  sideMenu,
  drawerOpen,
  onDrawerOpenChange,
  drawerLabel,
  skipLinkLabel,
  mainId,
  children,
}: AppShellProps) {
  const labels = useLabels();
  const generatedId = useId();
  const mainElementId = mainId ?? `main${generatedId.replace(/:/g, '')}`;
  const isLarge = useMediaQuery(mediaQuery.large);

  // Growing past the breakpoint turns the drawer into the permanent column: close the drawer.
  useEffect(() => {
    if (isLarge && drawerOpen) onDrawerOpenChange(false);
  }, [isLarge, drawerOpen, onDrawerOpenChange]);

  const closeOnNavigation = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) onDrawerOpenChange(false);
  };

  return (
    <div className={styles.shell}>
      {skipLinkLabel ? (
        <a className={styles.skipLink} href={`#${mainElementId}`}>
          {skipLinkLabel}
        </a>
      ) : null}
      <div className={styles.header}>{header}</div>
      <div className={styles.body}>
        {isLarge ? <div className={styles.aside}>{sideMenu}</div> : null}
        <main className={styles.main} id={mainElementId} tabIndex={-1}>
          {children}
        </main>
      </div>
      {isLarge ? null : (
        <Drawer.Root open={drawerOpen} onOpenChange={onDrawerOpenChange} aria-label={drawerLabel}>
          <Drawer.Content placement="left">
            <div className={styles.drawerTop}>
              <Drawer.CloseButton label={labels.closeMenu} />
            </div>
            {/* Observes clicks on the menu's links (Enter on a link clicks too) to close the drawer. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: not a control, see above */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control, see above */}
            <div className={styles.drawerMenu} onClick={closeOnNavigation}>
              {sideMenu}
            </div>
          </Drawer.Content>
        </Drawer.Root>
      )}
    </div>
  );
}
