import { describe, expect, it } from 'vitest';
import { isSuccessfulAnswer } from './contract';

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
