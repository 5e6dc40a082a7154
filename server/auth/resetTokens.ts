import { RESET_LINK_MINUTES } from '../../src/domain/accountContract';
import type { Queryable } from '../db/db';
import {
  insertResetToken,
  openResetTokenUser,
  markOpenResetTokensUsed,
  markResetTokenUsed,
} from '../db/queries/resetTokens';
import { newToken, sha256 } from './tokens';

/** A new single-use reset token for a user; only its SHA-256 is stored. It expires after RESET_LINK_MINUTES. */
export async function createResetToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await insertResetToken(db, {
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  return token;
}

/** The user of a token that exists, is unused and has not expired; undefined otherwise. */
export function resetTokenUser(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  return openResetTokenUser(db, sha256(token), now);
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
  const userId = await markResetTokenUsed(db, sha256(token), now);
  if (userId === undefined) return undefined;
  await markOpenResetTokensUsed(db, userId, now);
  return userId;
}
