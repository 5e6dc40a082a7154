import { describe, expect, it } from 'vitest';
import { isSuccessfulAnswer } from './contract';
import { concurrencyChecksum, isStale, yup } from './validation';

describe('1-foundation.md §7: a write counts as success only with HTTP 200 and IsSuccessful not false', () => {
  it('HTTP 200 with IsSuccessful true, or without IsSuccessful, is a success', () => {
    expect(isSuccessfulAnswer(200, { IsSuccessful: true })).toBe(true);
    expect(isSuccessfulAnswer(200, { Entity: 1 })).toBe(true);
    expect(isSuccessfulAnswer(200, 'done')).toBe(true);
  });

  it('IsSuccessful false is a failure even with HTTP 200', () => {
    expect(isSuccessfulAnswer(200, { IsSuccessful: false, Message: 'Unable to change password' })).toBe(
      false,
    );
  });

  it('any status but 200 is a failure', () => {
    expect(isSuccessfulAnswer(204, { IsSuccessful: true })).toBe(false);
    expect(isSuccessfulAnswer(201, null)).toBe(false);
  });
});

describe('1-foundation.md §7 (issue 22 §6): a write without the product’s ConcurrencyChecksum is the last write', () => {
  const schema = yup.object({ ConcurrencyChecksum: concurrencyChecksum() });

  it('the checksum may be left out or null; one that is sent is a whole number', async () => {
    expect(await schema.validate({})).toEqual({ ConcurrencyChecksum: null });
    expect(await schema.validate({ ConcurrencyChecksum: null })).toEqual({ ConcurrencyChecksum: null });
    expect(await schema.validate({ ConcurrencyChecksum: 3 })).toEqual({ ConcurrencyChecksum: 3 });
    await expect(schema.validate({ ConcurrencyChecksum: '3' })).rejects.toThrow('Validation.Type');
  });

  it('only a checksum that is sent and differs from the stored one is stale', () => {
    expect(isStale(4, 4)).toBe(false);
    expect(isStale(4, 3)).toBe(true);
    expect(isStale(4, null)).toBe(false);
    expect(isStale(4, undefined)).toBe(false);
  });
});
