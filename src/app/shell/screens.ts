import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccessContext } from '../../domain/access/context';

/** What a screen of the route table gets from the shell. */
export interface ScreenProps {
  ctx: AccessContext;
  /** The portal path (details filled in). */
  path: string;
  /** The embedded frame, for screens that show classic pages (my store's tabs). */
  Frame: ComponentType<{ path: string; title: string }>;
}

/**
 * The newer screens that replace a route's classic page, each in its own chunk. A route not listed
 * here shows its classic page in the frame.
 */
export const screens: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  '/mystore': lazy(() =>
    import('../../features/mystore/home/MyStoreView').then((m) => ({ default: m.MyStoreView })),
  ),
};
