/**
 * A multipart/form-data body written out as bytes, for the in-process fetch: jsdom's FormData and
 * File (the globals of component tests) are not the fetch's own, which cannot stream them, so the
 * body is written here as a browser would send it.
 */
export async function multipartBody(
  form: FormData,
): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const boundary = `----backroom-test-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const quoted = (s: string) => s.replace(/"/g, '%22');
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
        ),
      );
    } else {
      const file = value as File;
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(file.name)}"\r\n` +
            `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        new Uint8Array(await file.arrayBuffer()),
        encoder.encode('\r\n'),
      );
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
