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

/** Reads and validates a JSON body with a yup schema of src/domain; the first rule broken is the Message. */
export async function readBody<S extends AnySchema>(c: Context, schema: S): Promise<InferType<S>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'Server.MalformedBody');
  try {
    return await schema.validate(body, { abortEarly: true, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) {
      throw new ApiError(400, err.errors[0] ?? 'Server.BadRequest', { Field: err.path ?? null });
    }
    // a transform that met a value of the wrong type (e.g. trim() of an array)
    throw new ApiError(400, 'Validation.Type');
  }
}
