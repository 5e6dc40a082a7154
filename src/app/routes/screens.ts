import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RoutePath } from '../../domain/routes';
import type { ScreenProps } from '../../scaffold/screen';

export type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * The screens of the route registry (src/domain/routes.ts), keyed by its typed paths, each in its
 * own chunk. A route the specification keeps classic, or whose newer screen is not built yet, shows
 * its classic page in the embedded frame.
 */
export const screens: Readonly<Partial<Record<RoutePath, LazyScreen>>> = {
  '/mystore': lazy(() =>
    import('../../features/mystore/home/MyStoreView').then((m) => ({ default: m.MyStoreView })),
  ),
  '/account/mybills': lazy(() =>
    import('../../features/account/mybills/MyBillsView').then((m) => ({ default: m.MyBillsView })),
  ),
};
