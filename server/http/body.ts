import type { Context } from 'hono';
import { type AnySchema, type InferType, ValidationError } from 'yup';
import { ValidationMessages } from '../../src/domain/validation';
import { ApiError } from './errors';
import { jsonTextFault, MAX_JSON_DEPTH } from './jsonText';
import { declaresForm, declaresJson } from './security';

const nulByte = () => new ApiError(400, ValidationMessages.nulByte);

/**
 * Reads a JSON body (an empty body counts as {}). A body that is not declared application/json is a
 * 415 (jsonBodiesOnly refuses most before; this catches bodies sent without length headers); a NUL
 * character anywhere, raw or escaped, a 400 Validation.NulByte; nesting deeper than MAX_JSON_DEPTH a
 * 400 Server.JsonTooDeep (both found in the raw text, before parsing: jsonText.ts); malformed JSON a
 * 400 Server.MalformedBody.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (!declaresJson(c)) throw new ApiError(415, 'Server.UnsupportedMediaType');
  const fault = jsonTextFault(text);
  if (fault === 'nul') throw nulByte();
  if (fault === 'tooDeep') throw new ApiError(400, 'Server.JsonTooDeep', { MaxDepth: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Server.MalformedBody');
  }
}

/**
 * Validates a value with a yup schema of src/domain (or, with `path`, one field of it against the
 * whole value); the first rule broken is a 400 with the rule's key as MessageKey and the field.
 */
export async function validate<S extends AnySchema>(
  schema: S,
  value: unknown,
  path?: string,
  context?: object,
): Promise<InferType<S>> {
  try {
    if (path) return await schema.validateAt(path, value, { context });
    return await schema.validate(value, { abortEarly: true, stripUnknown: true, context });
  } catch (err) {
    if (err instanceof ValidationError) {
      const broken = (await structuralError(schema, value, path, context)) ?? err;
      throw new ApiError(400, broken.errors[0] ?? 'Server.BadRequest', { Field: broken.path ?? null });
    }
    // a transform that met a value of the wrong type
    throw new ApiError(400, ValidationMessages.type);
  }
}

/** Rules about what a value is, before rules about what it says: reported first when several break. */
const STRUCTURAL: string[] = [
  ValidationMessages.nulByte,
  ValidationMessages.type,
  ValidationMessages.integerRange,
  ValidationMessages.invisible,
];

/**
 * The first broken rule of STRUCTURAL's order, if any: a password of the wrong type is
 * Validation.Type even though its confirmation does not match it either.
 */
async function structuralError(
  schema: AnySchema,
  value: unknown,
  path?: string,
  context?: object,
): Promise<ValidationError | undefined> {
  try {
    if (path) await schema.validateAt(path, value, { abortEarly: false, context });
    else await schema.validate(value, { abortEarly: false, stripUnknown: true, context });
    return undefined;
  } catch (err) {
    if (!(err instanceof ValidationError)) return undefined;
    const all = err.inner.length > 0 ? err.inner : [err];
    for (const key of STRUCTURAL) {
      const found = all.find((e) => e.errors[0] === key);
      if (found) return found;
    }
    return undefined;
  }
}

/**
 * Reads and validates a JSON body with a yup schema of src/domain; the first rule broken is the
 * Message. `context` is what the schema's rules read beside the body (the store's country, for its
 * phones), as the portal's form gives the same schema.
 */
export async function readBody<S extends AnySchema>(
  c: Context,
  schema: S,
  context?: object,
): Promise<InferType<S>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'Server.MalformedBody');
  return validate(schema, body, undefined, context);
}

/** The type yup gives a field of an object schema ('number', 'boolean', 'string'…), if any. */
function fieldType(schema: AnySchema, key: string): string | undefined {
  const fields = (schema as { fields?: Record<string, { type?: string }> }).fields;
  return fields && Object.hasOwn(fields, key) ? fields[key].type : undefined;
}

/**
 * A query string as the JSON the schemas expect, by the schema's field types: decimal digits (with an
 * optional minus) become a number for a number field, true/false a boolean for a boolean field;
 * anything else stays text (so "0x10", "1e3" or " 7" in a number field is Validation.Type), and a key
 * given twice becomes an array (Validation.Type too).
 */
export function decodeQuery(schema: AnySchema, query: Record<string, string[]>): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(query)) {
    if (key.includes('\0') || values.some((v) => v.includes('\0'))) throw nulByte();
    if (values.length !== 1) {
      decoded[key] = values;
      continue;
    }
    const value = values[0];
    const type = fieldType(schema, key);
    if (type === 'number' && /^-?\d{1,30}$/.test(value)) decoded[key] = Number(value);
    else if (type === 'boolean' && /^(true|false)$/i.test(value))
      decoded[key] = value.toLowerCase() === 'true';
    else decoded[key] = value;
  }
  return decoded;
}

/** Validates the query string with a yup schema of src/domain (decoded by decodeQuery). */
export async function readQuery<S extends AnySchema>(c: Context, schema: S): Promise<InferType<S>> {
  return validate(schema, decodeQuery(schema, c.req.queries()));
}

/**
 * Reads an application/x-www-form-urlencoded body (a path of FORM_PATHS) and validates it with a yup
 * schema of src/domain, its fields typed as a query string's are (decodeQuery: decimal digits for a
 * number field, true/false for a boolean field, anything else text; a field given twice is
 * Validation.Type).
 */
export async function readForm<S extends AnySchema>(c: Context, schema: S): Promise<InferType<S>> {
  if (!declaresForm(c)) throw new ApiError(415, 'Server.UnsupportedMediaType');
  const fields: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(await c.req.text()))
    fields[key] = [...(fields[key] ?? []), value];
  return validate(schema, decodeQuery(schema, fields));
}
