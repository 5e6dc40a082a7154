import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import { companySchema } from './company';
import { discountSchema } from './discount';
import { employeeSchema } from './employees';
import { payCodeSchema } from './payCode';
import { receiptEmailAddress } from './posTransactionRequests';
import { revenueCenterFormSchema } from './revenueCenter';
import { storeSettingsSchema } from './storeSettings';
import { isEmailAddress, ValidationMessages, visibleText } from './validation';

/** The key of the rule a field's value breaks, or null. */
async function errorAt(schema: AnySchema, field: string, value: unknown): Promise<string | null> {
  try {
    await schema.validateAt(field, { [field]: value });
    return null;
  } catch (err) {
    return (err as { errors: string[] }).errors[0];
  }
}

/** A name that hides what it says: a right-to-left override, a zero-width space, a zero-width joiner. */
const HIDDEN = ['Happy\u202Eruoh', 'Happy\u200Bhour', 'Bar\u200DRoom', '\u2066Bar\u2069'];

describe('names (decisions.md "Invisible characters in names"): refused as employee names refuse them', () => {
  it.each(HIDDEN)('visibleText refuses %j and takes a plain name', async (name) => {
    await expect(visibleText().validate(name)).rejects.toThrow(ValidationMessages.invisible);
    await expect(visibleText().validate('Happy hour')).resolves.toBe('Happy hour');
  });

  it.each([
    ['a discount name', discountSchema, 'Name'],
    ['a discount description', discountSchema, 'Description'],
    ['a revenue center name', revenueCenterFormSchema, 'Name'],
    ['a revenue center description', revenueCenterFormSchema, 'Description'],
    ['a company name', companySchema, 'CoName'],
    ['a company contact', companySchema, 'ContName'],
    ['a store name', storeSettingsSchema, 'StoreName'],
    ['a pay code name', payCodeSchema, 'Name'],
    ['an employee name', employeeSchema, 'FirstName'],
  ])('%s with a direction override or a zero-width character is refused', async (_what, schema, field) => {
    for (const name of HIDDEN)
      expect(await errorAt(schema as AnySchema, field, name)).toBe(ValidationMessages.invisible);
    expect(await errorAt(schema as AnySchema, field, 'BAR')).toBeNull();
  });
});

describe('e-mail addresses: one rule (2-menu §5 "a standard e-mail pattern", 3-settings §5 "by pattern")', () => {
  it.each(['a@b', 'a@b.', 'a@b.c', 'a b@example.com', '@example.com', 'a@@example.com', 'a@.com'])(
    '%j is no address',
    (address) => expect(isEmailAddress(address)).toBe(false),
  );

  it.each(['a@b.co', 'marco@harborbistro.example', 'first.last+tag@mail.example.co.uk'])(
    '%j is an address',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    ['the receipt e-mail', receiptEmailAddress(), null],
    ['an employee', employeeSchema, 'Email'],
    ['the store contact', storeSettingsSchema, 'StoreEmail'],
    ['the company contact', companySchema, 'ContEmail'],
  ])('%s refuses a@b', async (_what, schema, field) => {
    const broken = field
      ? await errorAt(schema as AnySchema, field, 'a@b')
      : await (schema as AnySchema).validate('a@b').then(
          () => null,
          (err: { errors: string[] }) => err.errors[0],
        );
    expect(broken).not.toBeNull();
  });
});
