import type { Queryable } from '../db/db';
import { logoOf } from '../db/queries/company';

/**
 * The merchant's logo as a receipt shows it (issue 10: "on receipts"), inline as a data: URI: a
 * receipt shows in a sandboxed frame, whose requests carry no session cookie. null without a logo.
 */
export async function receiptLogoSrc(db: Queryable, merchantId: number): Promise<string | null> {
  const logo = await logoOf(db, merchantId);
  return logo ? `data:${logo.logo_type};base64,${Buffer.from(logo.logo).toString('base64')}` : null;
}
