const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Decodes the HTML entities of a server text (1-foundation.md §7, §8: "names and descriptions
 * HTML-decoded", "error modal text has HTML entities decoded"): the five XML entities, &nbsp; and
 * numeric references. The result is plain text, never HTML: render it as text. Unknown entities stay.
 * In src/domain because the server answers item, category, department, tag and tax names decoded too.
 */
export function htmlDecode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return named[body.toLowerCase()] ?? entity;
  });
}
