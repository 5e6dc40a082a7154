import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JWT_MINUTES } from '../../src/domain/accountContract';
import { AOD_AUDIENCE, aodClaims, signJwt, verifyJwt } from './jwt';

const SECRET = 'test-secret-of-enough-length-1234567890';
const NOW = new Date('2026-11-20T15:00:00.000Z');
const claims = aodClaims({ membershipUserId: 'u-1', merchantId: 1001, storeId: 2001 }, NOW);
const expect_ = { audience: AOD_AUDIENCE, now: NOW };

function b64(value: unknown) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('verifyJwt (HS256)', () => {
  it('accepts a good token and answers its claims', () => {
    const token = signJwt(claims, SECRET);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyJwt(token, SECRET, expect_)).toEqual({
      sub: 'u-1',
      merchantId: 1001,
      storeId: 2001,
      aud: 'aod',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + JWT_MINUTES * 60,
    });
  });

  it('refuses an expired token (JWT_MINUTES later)', () => {
    const token = signJwt(claims, SECRET);
    const later = new Date(NOW.getTime() + JWT_MINUTES * 60_000 - 1000);
    expect(verifyJwt(token, SECRET, { ...expect_, now: later })).not.toBeNull();
    const expired = new Date(NOW.getTime() + JWT_MINUTES * 60_000);
    expect(verifyJwt(token, SECRET, { ...expect_, now: expired })).toBeNull();
  });

  it('refuses a tampered payload, a tampered signature and another secret', () => {
    const [header, , sig] = signJwt(claims, SECRET).split('.');
    const forged = `${header}.${b64({ ...claims, merchantId: 1002 })}.${sig}`;
    expect(verifyJwt(forged, SECRET, expect_)).toBeNull();
    const token = signJwt(claims, SECRET);
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(verifyJwt(flipped, SECRET, expect_)).toBeNull();
    expect(verifyJwt(token, 'another-secret', expect_)).toBeNull();
  });

  it('refuses another audience', () => {
    const token = signJwt({ ...claims, aud: 'reports' }, SECRET);
    expect(verifyJwt(token, SECRET, expect_)).toBeNull();
    expect(verifyJwt(signJwt(claims, SECRET), SECRET, { ...expect_, audience: 'reports' })).toBeNull();
  });

  it('refuses alg none, another algorithm and malformed tokens', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect(verifyJwt(none, SECRET, expect_)).toBeNull();
    const hs512Header = b64({ alg: 'HS512', typ: 'JWT' });
    const body = `${hs512Header}.${b64(claims)}`;
    const hs512 = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    expect(verifyJwt(hs512, SECRET, expect_)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', '...', 'not a token'])
      expect(verifyJwt(bad, SECRET, expect_)).toBeNull();
  });
});
