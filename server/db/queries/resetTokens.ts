import { one, type Queryable } from '../db';

/** Password reset tokens, stored by their SHA-256 only. */

/** Stores a new reset token of a user. */
export async function insertResetToken(
  db: Queryable,
  token: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [token.tokenHash, token.userId, token.createdAt, token.expiresAt],
  );
}

/** The user of a token hash that is unused and not expired at `now`. */
export async function openResetTokenUser(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    db,
    'select user_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > $2',
    [tokenHash, now],
  );
  return row?.user_id;
}

/**
 * Marks a token hash used at `now` when it is unused and not expired, in one statement (two requests
 * cannot both use it); answers its user, or undefined when nothing was marked.
 */
export async function markResetTokenUsed(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    db,
    `update password_reset_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
    [tokenHash, now],
  );
  return row?.user_id;
}

/** Marks every unused token of a user used at `now`. */
export async function markOpenResetTokensUsed(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [
    userId,
    now,
  ]);
}
