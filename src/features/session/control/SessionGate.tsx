import type { ReactNode } from 'react';
import { useRenewal } from './renewal';
import { SessionRenewal } from './SessionRenewal';

/**
 * The portal while its session lives; once the idle timeout ended it, the renew-session modal alone
 * (SessionRenewal): nothing of the session renders behind it, and its reads stop with its screens.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const renewal = useRenewal();
  return renewal ? <SessionRenewal renewal={renewal} /> : children;
}
