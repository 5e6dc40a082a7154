import type { MerchantUserRow, UsersListScope } from '../../../src/domain/merchantUsers';
import { one, type Queryable } from '../db';
import { type PageRequest, pagedQuery } from '../paged';

/** What decides whether a user may pay a merchant's bill: the user's merchant role and the merchant's flags. */
export interface PaymentRoleRow {
  [key: string]: unknown;
  merchant_user_role_id: number | null;
  flags: Record<string, unknown>;
}

export function paymentRoleOf(
  db: Queryable,
  userId: number,
  merchantId: number,
): Promise<PaymentRoleRow | undefined> {
  return one<PaymentRoleRow>(
    db,
    `select u.merchant_user_role_id, m.flags from users u, merchants m where u.user_id = $1 and m.merchant_id = $2`,
    [userId, merchantId],
  );
}

/** A user as a payer: still there, the merchant they belong to, account manager or not, locked or not. */
export interface PayerRow {
  [key: string]: unknown;
  user_id: number;
  home_merchant_id: number | null;
  is_account_manager: boolean;
  is_locked: boolean;
  locked_until: Date | string | null;
}

export function payerById(db: Queryable, userId: number): Promise<PayerRow | undefined> {
  return one<PayerRow>(
    db,
    `select user_id, merchant_id as home_merchant_id, is_account_manager, is_locked, locked_until
     from users where user_id = $1`,
    [userId],
  );
}

type UserSort = 'name' | 'username' | 'email';

interface MerchantUserSqlRow {
  [key: string]: unknown;
  membership_user_id: string;
  full_name: string;
  email: string;
  username: string;
  is_account_manager: boolean;
  is_company_user: boolean;
  is_locked: boolean;
  store_count: number;
}

/**
 * A page of a merchant's own users (users.merchant_id; the provider's staff have none): searched in
 * name, username and e-mail; in the account-managers scope only account managers, with their name and
 * e-mail alone.
 */
export async function merchantUserPage(
  db: Queryable,
  merchantId: number,
  filter: { search: string; accountManagersOnly: boolean; scope: UsersListScope },
  page: PageRequest<UserSort>,
): Promise<{ rows: MerchantUserRow[]; total: number }> {
  const managersOnly = filter.accountManagersOnly || filter.scope === 'accountManagers';
  const result = await pagedQuery<MerchantUserSqlRow, UserSort>(
    db,
    {
      select: `u.membership_user_id, u.full_name, u.email, u.username, u.is_account_manager, u.is_company_user,
        u.is_locked, (select count(*)::int from user_stores us where us.user_id = u.user_id) as store_count`,
      from: 'users u',
      where: `u.merchant_id = $1 and ($2::boolean = false or u.is_account_manager)
        and ($3::text = '' or strpos(lower(u.full_name), lower($3::text)) > 0
          or strpos(lower(u.username), lower($3::text)) > 0 or strpos(lower(u.email), lower($3::text)) > 0)`,
      params: [merchantId, managersOnly, filter.search],
      sortable: { name: 'lower(u.full_name)', username: 'lower(u.username)', email: 'lower(u.email)' },
      id: 'u.user_id',
    },
    page,
    'name',
  );
  const full = filter.scope === 'all';
  return {
    rows: result.rows.map((r) => ({
      MembershipUserId: full ? r.membership_user_id : null,
      FullName: r.full_name,
      Email: r.email,
      IsAccountManager: r.is_account_manager,
      UserName: full ? r.username : null,
      IsCompanyUser: full ? r.is_company_user : null,
      StoreCount: full ? r.store_count : null,
      IsLocked: full ? r.is_locked : null,
    })),
    total: result.total,
  };
}
