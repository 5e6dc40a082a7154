import { type ReactNode, Suspense, useEffect, useId } from 'react';
import { mediaQuery } from '../../theme/breakpoints';
import { lazyPreloadable, useTrueOnceTrue } from '../../lazyPreloadable';
import * as styles from './AppShell.css';
import type { MenuDrawerProps } from './MenuDrawer';
import { useMediaQuery } from './useMediaQuery';

/** The side menu's drawer (Ark's dialog machinery, its own chunk): loaded when first opened. */
const LazyMenuDrawer = lazyPreloadable(() => import('./MenuDrawer').then((m) => m.MenuDrawer));

/** Loads the drawer ahead of its first opening (the portal's start, once the page has painted). */
export const preloadMenuDrawer = LazyMenuDrawer.preload;

/** The drawer from its first opening on. */
function MenuDrawer(props: MenuDrawerProps) {
  return useTrueOnceTrue(props.open) ? <LazyMenuDrawer {...props} /> : null;
}

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
  const generatedId = useId();
  const mainElementId = mainId ?? `main${generatedId.replace(/:/g, '')}`;
  // a server's render has the permanent column (its style hides it below the large breakpoint)
  const isLarge = useMediaQuery(mediaQuery.large, false, true);

  // Growing past the breakpoint turns the drawer into the permanent column: close the drawer.
  useEffect(() => {
    if (isLarge && drawerOpen) onDrawerOpenChange(false);
  }, [isLarge, drawerOpen, onDrawerOpenChange]);

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
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={onDrawerOpenChange} label={drawerLabel}>
            {sideMenu}
          </MenuDrawer>
        </Suspense>
      )}
    </div>
  );
}
