import { useEffect, useRef } from 'react';
import { onSessionChangedElsewhere } from '../../api/sessionWatch';
import { onApiError } from '../../api/http';
import { type SessionEnd, useEndSession } from '../../api/useLogout';
import { finishRenewal } from '../../features/session/control/renewal';

/**
 * The session's ends the portal hears of rather than decides (docs/decisions.md "Session end on a
 * shared device"): a 401 from any call (1-foundation.md §8 as we decided it; silent calls, the
 * renew-session modal's, never get here) and a log-off or log-on in another tab of this device
 * (api/sessionWatch.ts). The session ends once, the way it ended.
 */
export function useSessionEnds() {
  const end = useEndSession();
  const ended = useRef(false);
  const latest = useRef(end);
  latest.current = end;
  useEffect(() => {
    const once = (how: SessionEnd) => {
      if (ended.current) return;
      ended.current = true;
      // a renew-session modal waiting goes too: its session is no longer this tab's to renew
      finishRenewal();
      void latest.current(how);
    };
    const offError = onApiError((error) => {
      if (error.status === 401) once('refused');
    });
    const offElsewhere = onSessionChangedElsewhere(() => once('elsewhere'));
    return () => {
      offError();
      offElsewhere();
    };
  }, []);
}
