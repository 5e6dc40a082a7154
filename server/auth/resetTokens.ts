import { RESET_LINK_MINUTES } from '../../src/domain/accountContract';
import { one, type Queryable } from '../db/db';
import { newToken, sha256 } from './tokens';

/** A new single-use reset token for a user; only its SHA-256 is stored. It expires after RESET_LINK_MINUTES. */
export async function createResetToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [sha256(token), userId, now, new Date(now.getTime() + RESET_LINK_MINUTES * 60_000)],
  );
  return token;
}

/** The user of a token that exists, is unused and has not expired; undefined otherwise. */
export async function resetTokenUser(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    db,
    'select user_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > $2',
    [sha256(token), now],
  );
  return row?.user_id;
}

/**
 * Uses a token once: marks it (and every other open token of its user) used and answers its user, or
 * undefined when it was unknown, used or expired — atomically, so two requests cannot both use it.
 */
export async function consumeResetToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    db,
    `update password_reset_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
    [sha256(token), now],
  );
  if (!row) return undefined;
  await db.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [
    row.user_id,
    now,
  ]);
  return row.user_id;
}
