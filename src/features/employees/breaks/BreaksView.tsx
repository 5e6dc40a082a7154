import type { ReactNode } from 'react';
import { Spinner } from '../../../../design-system';
import { usePortalData } from '../../../api/portal';
import type { ScreenProps } from '../../../scaffold/screen';
import { BreaksPage } from './BreaksPage';
import { breaksInSmartManager } from '../../../domain/breaks';

/** The breaks view: the portal data decides between the smart manager's alert and the classic page. */
export function BreaksView({ classicPage }: ScreenProps & { classicPage?: ReactNode }) {
  const portal = usePortalData().data;
  if (!portal) return <Spinner />;
  return (
    <BreaksPage
      smartManagerUrl={breaksInSmartManager(portal) ? portal.smartManagerBaseUrl : null}
      classicPage={classicPage ?? null}
    />
  );
}
