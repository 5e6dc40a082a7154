import { useMemo } from 'react';
import { Alert, Spinner } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import {
  SECURITY_CONTROLS_READS,
  securityApi,
  securityPaths,
  useSecurityControls,
} from '../../../api/securityControls';
import {
  securityControlsBodyOf,
  securityControlsFormOf,
  securityControlsReadOnlyKey,
  visibleSecurityEntries,
} from '../../../domain/securityControls';
import { failureText } from '../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../scaffold/read/RevealInTransition';
import type { ScreenProps } from '../../../scaffold/screen';
import { SecurityControlsPage } from './SecurityControlsPage';
import { workingStoreOf } from '../../../domain/viewLevel';

/**
 * The security controls' view (3-settings §2, §4, §6, §7): the session's store's controls, saved
 * with their checksum (a failed save shows its error: the specification's unhandled failure is not
 * copied), read again after a save. Read-only in a company view without a store, and for a user who
 * is not one of the merchant's admins (decisions.md "Security controls").
 */
export function SecurityControlsView({ ctx }: ScreenProps) {
  const { t } = useT();
  const portal = usePortalData().data;
  const read = useSecurityControls();
  const save = useApiMutation(securityPaths.updateControls, securityApi.updateControls, {
    revalidate: SECURITY_CONTROLS_READS,
    silent: true,
  });
  const entity = read.data?.Entity;
  const values = useMemo(() => (entity ? securityControlsFormOf(entity) : null), [entity]);
  const entries = useMemo(() => visibleSecurityEntries(ctx.flags), [ctx.flags]);

  if (read.error)
    return (
      <Alert tone="critical">
        {failureText(read.error, t('SecurityControls.LoadFailed'), t('Http.Offline'))}
      </Alert>
    );
  const placeholder = <Spinner label={t('SecurityControls.FormLabel')} />;
  if (!entity || !values || !portal) return placeholder;
  const readOnlyKey = securityControlsReadOnlyKey(workingStoreOf(portal), ctx);
  const readOnlyNotice = readOnlyKey && t(readOnlyKey);
  return (
    <RevealInTransition fallback={placeholder}>
      <SecurityControlsPage
        values={values}
        entries={entries}
        readOnlyNotice={readOnlyNotice}
        asOf={read.fetchedAt}
        saveState={save.state}
        saveError={save.error}
        onSubmit={(v) => void save.trigger(securityControlsBodyOf(v, entity.ConcurrencyChecksum))}
        reload={() => read.mutate()}
      />
    </RevealInTransition>
  );
}
