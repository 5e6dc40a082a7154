/** Past-due and suspended-account rules (1-foundation.md §4 and §6). */

export interface PastDueContext {
  days: number;
  isAdminUser: boolean;
  /** configurable role permissions on (featConfigurableRolePermission) */
  configurableRoles: boolean;
  isUpdatePaymentFeatureEnabled: boolean;
  isAccountManager: boolean;
  merchantUserRoleId: number | null;
}

/** Below 0 the bill is overdue: the title says so without a number of days. */
export function pastDueTitleKey(days: number): 'PastDue.Title' | 'PastDue.TitleNoDays' {
  return days < 0 ? 'PastDue.TitleNoDays' : 'PastDue.Title';
}

/** Who may update payment: the update-payment flag under configurable roles, else an account manager or merchant role 1. */
export function canUpdatePayment(c: Omit<PastDueContext, 'days' | 'isAdminUser'>): boolean {
  if (c.configurableRoles) return c.isUpdatePaymentFeatureEnabled;
  return c.isAccountManager || c.merchantUserRoleId === 1;
}

export type PastDueButton = 'skip' | 'updatePayment' | 'ok';

export function pastDueButtons(c: PastDueContext): PastDueButton[] {
  return canUpdatePayment(c) ? ['skip', 'updatePayment'] : ['ok'];
}

export type PastDueOutcome = 'logOff' | 'continue' | 'updatePayment';

/** Skip logs off when the days are negative and the user is not an admin; otherwise it continues. */
export function pastDueOutcome(button: PastDueButton, c: PastDueContext, atLogin: boolean): PastDueOutcome {
  if (button === 'updatePayment') return 'updatePayment';
  if (button === 'skip') return c.days < 0 && !c.isAdminUser ? 'logOff' : 'continue';
  return atLogin && c.days < 0 ? 'logOff' : 'continue';
}

/** The message variant: with or without days, and whether the user can act or must ask an account manager. */
export function pastDueMessageKey(
  c: PastDueContext,
): `PastDue.Message${'Overdue' | 'Days'}${'' | 'AskAccountManager'}` {
  const when = c.days < 0 ? ('Overdue' as const) : ('Days' as const);
  return canUpdatePayment(c) ? `PastDue.Message${when}` : `PastDue.Message${when}AskAccountManager`;
}

/** Suspended account: "I understand" (save the store and go on) is hidden for non-admins and merchant admins. */
export function canContinueSuspended(flags: { isAdminUser: boolean; isMerchantAdminUser: boolean }): boolean {
  return flags.isAdminUser && !flags.isMerchantAdminUser;
}
