import { useEffect } from 'react';
import type { AccessContext } from '../../domain/access/context';
import { canSeeRoute } from '../../domain/access/routeAccess';
import { myBillsPath } from '../../features/account/mybills/urls';
import { STORE_CHANGED_EVENT } from '../../features/selection/shared/events';
import { clearShowUpdatePayment, readShowUpdatePayment } from '../../api/updatePaymentFlag';

/**
 * The show-update-payment flag (1-foundation.md §4: the past-due modal's Update Payment, the login
 * flow's update-payment step) leads to My Bills: when the portal opens with the flag set (after
 * login), or when a store selection inside the portal set it and saved the store, the portal goes to
 * /account/mybills and clears the flag. A session that may not see My Bills (the bank reseller) just
 * has the flag cleared.
 */
export function useOpenBillsOnUpdatePayment(ctx: AccessContext | null, navigate: (to: string) => void) {
  useEffect(() => {
    if (!ctx) return;
    const follow = () => {
      if (!readShowUpdatePayment()) return;
      clearShowUpdatePayment();
      if (canSeeRoute(myBillsPath, ctx)) navigate(myBillsPath);
    };
    follow();
    window.addEventListener(STORE_CHANGED_EVENT, follow);
    return () => window.removeEventListener(STORE_CHANGED_EVENT, follow);
  }, [ctx, navigate]);
}
