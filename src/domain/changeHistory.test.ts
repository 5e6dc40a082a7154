import { describe, expect, it } from 'vitest';
import { changeHistoryQuerySchema } from './changeHistoryQuery';
import {
  ENTITY_KINDS,
  fieldChanges,
  HISTORY_FIELDS,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  HISTORY_ROUTES,
  recordedSnapshots,
} from './changeHistory';
import { routes } from './routes';

async function firstError(value: unknown): Promise<string | null> {
  try {
    await changeHistoryQuerySchema.validate(value);
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

describe('issue 7 §5: what a change records', () => {
  it('a create records the new state, a delete the last one', () => {
    const state = { Name: 'HAPPY HOUR', DiscountAmount: 20 };
    expect(recordedSnapshots('discount', 'create', null, state)).toEqual({ before: null, after: state });
    expect(recordedSnapshots('discount', 'delete', state, null)).toEqual({ before: state, after: null });
  });

  it('an update records only the fields that changed, before and after', () => {
    const before = { Name: 'HAPPY HOUR', DiscountAmount: 15, Stores: ['Harbor Downtown'] };
    const after = { Name: 'HAPPY HOUR', DiscountAmount: 20, Stores: ['Harbor Downtown', 'Harbor Pier'] };
    expect(recordedSnapshots('discount', 'update', before, after)).toEqual({
      before: { DiscountAmount: 15, Stores: ['Harbor Downtown'] },
      after: { DiscountAmount: 20, Stores: ['Harbor Downtown', 'Harbor Pier'] },
    });
  });

  it('an update that changed none of the fields records nothing', () => {
    const row = { IsInStock: true, IsAvailableOnline: false };
    expect(recordedSnapshots('itemAvailability', 'update', row, { ...row })).toBeNull();
  });

  it('records only the fields the kind lists (a sensitive or unknown field never)', () => {
    const kept = recordedSnapshots('item', 'create', null, {
      ItemName: 'Lobster Roll',
      RetailPrice: 25,
      PasswordHash: 'secret',
      ConcurrencyChecksum: 4,
    });
    expect(kept).toEqual({ before: null, after: { ItemName: 'Lobster Roll', RetailPrice: 25 } });
    expect(
      recordedSnapshots('priceListPrice', 'update', { Price: 7, Secret: 1 }, { Price: 7, Secret: 2 }),
    ).toBeNull();
  });

  it('a field added or removed by an update is recorded with null on the other side', () => {
    expect(
      recordedSnapshots('category', 'update', { CategoryName: 'DRINKS' }, { DisplayColor: '1976D2' }),
    ).toEqual({
      before: { CategoryName: 'DRINKS', DisplayColor: null },
      after: { CategoryName: null, DisplayColor: '1976D2' },
    });
  });
});

describe('issue 7 §5: how a change is shown', () => {
  it('lists the changed fields in the kind’s order, with their labels and formats', () => {
    const lines = fieldChanges({
      EntityKind: 'discount',
      Before: { DiscountAmount: 15, Description: 'Fifteen' },
      After: { DiscountAmount: 20, Description: 'Twenty' },
    });
    expect(lines.map((l) => [l.field.key, l.before, l.after])).toEqual([
      ['Description', 'Fifteen', 'Twenty'],
      ['DiscountAmount', 15, 20],
    ]);
    expect(lines[1].field).toMatchObject({ label: 'Discount.Amount', format: { kind: 'decimal' } });
  });

  it('shows a create’s fields with nothing before and a delete’s with nothing after', () => {
    const created = fieldChanges({ EntityKind: 'priceListPrice', Before: null, After: { Price: 9.5 } });
    expect(created.map((l) => [l.before, l.after])).toEqual([[undefined, 9.5]]);
    expect(created[0].field.format).toEqual({ kind: 'money' });
  });

  it('every kind has fields, and each kind is read by the users of an existing screen route', () => {
    for (const kind of ENTITY_KINDS) {
      expect(HISTORY_FIELDS[kind].length).toBeGreaterThan(0);
      expect(routes.find((r) => r.path === HISTORY_ROUTES[kind])?.kind).toBe('screen');
    }
  });
});

describe('issue 7 §5: the history query', () => {
  it('takes a kind, an optional entity and a page (HISTORY_PAGE_SIZE by default)', async () => {
    expect(await changeHistoryQuerySchema.validate({ entityKind: 'discount' })).toEqual({
      entityKind: 'discount',
      entityId: '',
      pageNumber: 1,
      pageSize: HISTORY_PAGE_SIZE,
    });
    expect(await firstError({ entityKind: 'priceListPrice', entityId: 'm1_12_3' })).toBeNull();
  });

  it('refuses an unknown kind, a malformed id and a page too large', async () => {
    expect(await firstError({ entityKind: 'ticket' })).toBe('ChangeHistory.KindInvalid');
    expect(await firstError({})).toBe('ChangeHistory.KindInvalid');
    expect(await firstError({ entityKind: 'discount', entityId: "1' or 1=1" })).toBe(
      'ChangeHistory.EntityIdInvalid',
    );
    expect(await firstError({ entityKind: 'discount', pageSize: HISTORY_PAGE_MAX + 1 })).toBe(
      'Validation.Number',
    );
  });
});
