/**
 * Logo files for the company logo's tests (3-settings §5 Logo upload): a real 1×1 PNG, a minimal
 * JPEG header, a renamed executable, and a file over 5 MB whose first bytes are a PNG's.
 */

/** A 1×1 PNG that browsers decode. */
export const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

/** A JPEG's start: SOI, a JFIF APP0 segment and a baseline frame header of 2×3 pixels. */
export const JPEG_HEAD = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x03, 0x00, 0x02, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);

/** A Windows executable's start ("MZ", the DOS stub's words), to be sent named logo.png. */
export const DISGUISED_EXE = new TextEncoder().encode(
  `MZ\u0090\u0000\u0003\u0000This program cannot be run in DOS mode.${' '.repeat(200)}`,
);

/** A PNG's first bytes followed by zeros up to `bytes` (6 MB by default): over the logo's limit. */
export function oversizedPng(bytes = 6 * 1024 * 1024): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(bytes);
  file.set(PNG_1X1);
  return file;
}

/** A multipart body of the logo upload (merchantId and file), as a browser sends it. */
export function logoForm(
  merchantId: number | string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'logo.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.set('merchantId', String(merchantId));
  form.set('file', new File([bytes], name, { type }));
  return form;
}
