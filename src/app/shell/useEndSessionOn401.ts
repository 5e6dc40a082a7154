import { useEffect, useRef } from 'react';
import { onApiError } from '../../api/http';

/**
 * A 401 from any call ends the portal session (1-foundation.md §8 as we decided it): `endSession`
 * (the logout) runs once, which clears local state and goes to the login page. Silent calls (the
 * renew-session modal's) never get here.
 */
export function useEndSessionOn401(endSession: () => void) {
  const ended = useRef(false);
  const end = useRef(endSession);
  end.current = endSession;
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status !== 401 || ended.current) return;
        ended.current = true;
        end.current();
      }),
    [],
  );
}
