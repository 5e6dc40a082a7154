import { createHmac } from 'node:crypto';
import { JWT_MINUTES } from '../../src/domain/accountContract';
import type { Queryable } from '../db/db';
import { generatedSecret } from '../db/queries/settings';
import { safeEqual } from './tokens';

/** The bearer token of the online-ordering service (GetJwtToken?isAOD=true): HS256, short-lived. */
export interface JwtClaims {
  /** the membership user id */
  sub: string;
  merchantId: number | null;
  storeId: number | null;
  aud: string;
  /** seconds since the epoch */
  iat: number;
  exp: number;
}

export const AOD_AUDIENCE = 'aod';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${signature(body, secret)}`;
}

/** The claims of a token issued now for a session, living JWT_MINUTES. */
export function aodClaims(
  input: { membershipUserId: string; merchantId: number | null; storeId: number | null },
  now: Date,
): JwtClaims {
  const iat = Math.floor(now.getTime() / 1000);
  return {
    sub: input.membershipUserId,
    merchantId: input.merchantId,
    storeId: input.storeId,
    aud: AOD_AUDIENCE,
    iat,
    exp: iat + JWT_MINUTES * 60,
  };
}

/**
 * The claims of a token signed with the secret (HS256 only), for the audience, not expired at `now`;
 * null for anything else (malformed, another algorithm, tampered, expired, another audience).
 */
export function verifyJwt(
  token: string,
  secret: string,
  expect: { audience: string; now: Date },
): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts;
  if (!safeEqual(sig, signature(`${header}.${payload}`, secret))) return null;
  let claims: JwtClaims;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (h?.alg !== 'HS256') return null;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || typeof claims.sub !== 'string')
    return null;
  if (claims.aud !== expect.audience) return null;
  if (claims.exp * 1000 <= expect.now.getTime()) return null;
  return claims;
}

/**
 * The signing secret: JWT_SECRET, or a random one generated once and kept in server_settings (so that
 * every server process on the same database signs and verifies alike).
 */
export function jwtSecret(db: Queryable, configured: string | null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  return generatedSecret(db, 'jwt_secret');
}
