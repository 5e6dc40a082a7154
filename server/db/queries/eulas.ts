import { one, type Queryable } from '../db';

export interface EulaRow {
  [key: string]: unknown;
  eula_id: number;
  file_name: string;
  title: string;
}

/** The licence of an id. */
export function eulaById(db: Queryable, eulaId: number): Promise<EulaRow | undefined> {
  return one<EulaRow>(db, 'select * from eulas where eula_id = $1', [eulaId]);
}

/** Records that a user accepted a licence for a merchant. */
export async function insertEulaAcceptance(
  db: Queryable,
  acceptance: { userId: number; eulaId: number; merchantId: number | null; acceptedAt: Date },
): Promise<void> {
  await db.query(
    'insert into eula_acceptances (user_id, eula_id, merchant_id, accepted_at) values ($1, $2, $3, $4)',
    [acceptance.userId, acceptance.eulaId, acceptance.merchantId, acceptance.acceptedAt],
  );
}
