import type { ComponentType } from 'react';
import type { AccessContext } from '../../domain/access/context';
import { myStoreTabs } from '../../domain/access/routeAccess';
import { MyStorePage } from './MyStorePage';

export interface MyStoreViewProps {
  ctx: AccessContext;
  /** The portal's embedded-frame component (the shell's LegacyFrame). */
  Frame: ComponentType<{ path: string; title: string }>;
}

/** My store's view: the tabs the access rules give this session, each showing its classic dashboard. */
export function MyStoreView({ ctx, Frame }: MyStoreViewProps) {
  return (
    <MyStorePage
      tabs={myStoreTabs(ctx)}
      renderTab={(tab, title) => <Frame path={tab.classicPath} title={title} />}
    />
  );
}
