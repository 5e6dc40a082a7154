/**
 * What a JSON body's raw text is refused for before JSON.parse sees it: nesting deeper than
 * MAX_JSON_DEPTH, and a NUL character, raw or escaped (`\u0000`). Checked by one pass over the text,
 * strings and escapes aware, with a counter and no recursion: 200,000 brackets cost one linear scan
 * (JSON.parse itself copes with any depth, but every recursive walk of the value after it — ours, yup's —
 * would overflow the stack, a 500).
 */

/** The deepest nesting of objects and arrays a body may have; the contract's bodies use 4 at most. */
export const MAX_JSON_DEPTH = 32;

export type JsonTextFault = 'tooDeep' | 'nul';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * The first fault of a JSON text, or null. Brackets count only outside strings, and an escaped
 * character never ends a string (`"\"["` holds no bracket); a backslash followed by `u0000` inside a
 * string is a NUL. The text need not be valid JSON: JSON.parse judges that afterwards.
 */
export function jsonTextFault(text: string, maxDepth = MAX_JSON_DEPTH): JsonTextFault | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0) return 'nul';
    if (inString) {
      if (ch === QUOTE) inString = false;
      else if (ch === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return 'nul';
        i++; // the escaped character, whatever it is
      }
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (++depth > maxDepth) return 'tooDeep';
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) depth--;
  }
  return null;
}
