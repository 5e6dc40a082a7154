import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt, per-user salt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Backroom#2026');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Backroom#2026', hash)).toBe(true);
    expect(await verifyPassword('Backroom#2027', hash)).toBe(false);
  });

  it('salts each hash: the same password hashes differently', async () => {
    expect(await hashPassword('Backroom#2026')).not.toBe(await hashPassword('Backroom#2026'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
