import type { Context } from 'hono';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { ApiError } from './errors';

/** Reads a JSON body (an empty body counts as {}); malformed JSON is a 400 in the contract's shape. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
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
): Promise<InferType<S>> {
  try {
    if (path) return await schema.validateAt(path, value);
    return await schema.validate(value, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) {
      throw new ApiError(400, err.errors[0] ?? 'Server.BadRequest', { Field: err.path ?? null });
    }
    // a transform that met a value of the wrong type (e.g. trim() of an array)
    throw new ApiError(400, 'Validation.Type');
  }
}

/** Reads and validates a JSON body with a yup schema of src/domain; the first rule broken is the Message. */
export async function readBody<S extends AnySchema>(c: Context, schema: S): Promise<InferType<S>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'Server.MalformedBody');
  return validate(schema, body);
}

/** Validates the query string with a yup schema (numbers and booleans arrive as text; yup converts them). */
export async function readQuery<S extends AnySchema>(c: Context, schema: S): Promise<InferType<S>> {
  return validate(schema, c.req.query());
}
