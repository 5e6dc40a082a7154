import { TabContent, TabList, TabsRoot, TabTrigger } from '@ark-ui/react/tabs';
import { type ReactNode, useRef } from 'react';
import { useScrollEdges } from './useScrollEdges';
import * as styles from './Tabs.css';

export interface TabsRootProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Horizontal by default. */
  orientation?: 'horizontal' | 'vertical';
  /** "automatic" selects on arrow keys (default); "manual" waits for Enter/Space. */
  activationMode?: 'automatic' | 'manual';
  /**
   * A panel mounts the first time it is shown (lazyMount) and then stays mounted, so a form in a
   * tab keeps what was typed. Set true to unmount hidden panels instead.
   */
  unmountOnExit?: boolean;
  children: ReactNode;
}

function Root({ onValueChange, unmountOnExit = false, children, ...props }: TabsRootProps) {
  return (
    <TabsRoot
      {...props}
      lazyMount
      unmountOnExit={unmountOnExit}
      onValueChange={(details) => onValueChange?.(details.value)}
      className={styles.root}
    >
      {children}
    </TabsRoot>
  );
}

export interface TabsListProps {
  /** Names the tab list when the page has several. */
  'aria-label'?: string;
  children: ReactNode;
}

/** The tab row: it scrolls sideways on a narrow screen, the edge with more tabs beyond it faded. */
function List({ children, ...props }: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollEdges(ref);
  return (
    <TabList {...props} ref={ref} className={styles.list}>
      {children}
    </TabList>
  );
}

export interface TabsTriggerProps {
  value: string;
  disabled?: boolean;
  children: ReactNode;
}

function Trigger({ children, ...props }: TabsTriggerProps) {
  return (
    <TabTrigger {...props} className={styles.trigger}>
      {children}
    </TabTrigger>
  );
}

export interface TabsContentProps {
  value: string;
  children: ReactNode;
}

function Content({ children, ...props }: TabsContentProps) {
  return (
    <TabContent {...props} className={styles.content}>
      {children}
    </TabContent>
  );
}

/**
 * Tabs (Ark Tabs): `Tabs.Root` > `Tabs.List` > `Tabs.Trigger`, then one `Tabs.Content` per tab.
 * Arrow keys, Home and End move between tabs (Ark). The selected tab is underlined by its own
 * border: Ark's sliding indicator measures the tabs as they mount, a forced layout of the whole
 * page at start-up (some 40 ms on a landing screen), for an animation.
 */
export const Tabs = { Root, List, Trigger, Content };
