import { useMemo } from 'react';
import { Alert, Spinner } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MutationState } from '../../../api/mutation';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import {
  SCHEDULE_ENFORCEMENT_READS,
  securityApi,
  securityPaths,
  useScheduleEnforcement,
} from '../../../api/securityControls';
import {
  type ScheduleEnforcementForm,
  scheduleEnforcementBodyOf,
  scheduleEnforcementFormOf,
} from '../../../domain/scheduleEnforcement';
import { showErrorModal } from '../../../lib/errorModal';
import { failureText } from '../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../scaffold/read/RevealInTransition';
import { isStaleSave } from '../../../scaffold/form/staleRecord';
import type { ScreenProps } from '../../../scaffold/screen';
import { ScheduleEnforcementPage } from './ScheduleEnforcementPage';
import { workingStoreOf } from '../../../domain/viewLevel';

/**
 * The schedule enforcement's view (3-settings §2, §4, §6, §7, §8): in a company view of several sites only
 * a warning; otherwise the working store's enforcement (viewLevel.ts). A save counts only
 * with HTTP 200 and `success`; a failed or unsuccessful one opens the error modal titled Error with
 * ScheduleEnforcement.ErrorMessage (and the form keeps its changes). A stale one (someone else saved
 * first, 409) is the form's: it offers the latest enforcement with the user's changes over it — the
 * modal's "try again" would only be refused again.
 */
export function ScheduleEnforcementView(_props: ScreenProps) {
  const { t } = useT();
  const portal = usePortalData().data;
  const storeId = portal ? workingStoreOf(portal) : null;
  const store =
    portal && portal.merhantId !== null && storeId !== null
      ? { merchantId: portal.merhantId, storeId }
      : null;
  const read = useScheduleEnforcement(store);
  const save = useApiMutation(securityPaths.saveSchedule, securityApi.saveSchedule, {
    revalidate: SCHEDULE_ENFORCEMENT_READS,
    silent: true,
  });
  const entity = read.data?.Entity;
  const values = useMemo(() => (entity ? scheduleEnforcementFormOf(entity) : null), [entity]);

  if (portal && !store) return <Alert tone="caution">{t('ScheduleEnforcement.AboveOneStore')}</Alert>;
  if (read.error)
    return (
      <Alert tone="critical">
        {failureText(read.error, t('ScheduleEnforcement.LoadFailed'), t('Http.Offline'))}
      </Alert>
    );
  const placeholder = <Spinner label={t('ScheduleEnforcement.FormLabel')} />;
  if (!portal || !entity || !values) return placeholder;

  // §7: only HTTP 200 with `success` is a save; anything else is the error modal, not the form's banner —
  // except a stale save (someone else changed the enforcement): the form says so and offers the latest
  const stale = save.state === 'error' && isStaleSave(save.error);
  const failed =
    !stale && (save.state === 'error' || (save.state === 'success' && save.data?.success !== true));
  const pageState: MutationState = failed ? 'default' : save.state;
  const onSubmit = async (form: ScheduleEnforcementForm) => {
    const outcome = await save.trigger(scheduleEnforcementBodyOf(form, entity, null));
    if (!outcome.ok && isStaleSave(outcome.error)) return;
    if (!outcome.ok || outcome.data.success !== true)
      showErrorModal({ title: t('ErrorModal.Title'), message: t('ScheduleEnforcement.ErrorMessage') });
  };
  return (
    <RevealInTransition fallback={placeholder}>
      <ScheduleEnforcementPage
        values={values}
        asOf={read.fetchedAt}
        saveState={pageState}
        saveError={stale ? save.error : null}
        onSubmit={(v) => void onSubmit(v)}
        reload={() => read.mutate()}
      />
    </RevealInTransition>
  );
}
