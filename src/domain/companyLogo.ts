/**
 * The company logo's upload rule (3-settings-and-employees.md §4 Company logo, §5 Logo upload, §9):
 * a JPEG or PNG of at most 5242880 bytes. The type is judged by the content — the magic bytes and an
 * image header that decodes (its width and height) — never by the file's name, so a renamed
 * executable is refused. The portal checks before sending, the server checks again, with this code.
 */

/** §9: the logo's largest size in bytes (5 MB). */
export const LOGO_MAX_BYTES = 5_242_880;
/**
 * The copy of the logo that receipts and e-mails carry inline (issue 22 §5): at most this many bytes,
 * where the original may be 5 MB. Made once, at upload.
 */
export const RECEIPT_LOGO_MAX_BYTES = 50_000;
/**
 * The boxes the copy is fitted into, tried in turn until it is small enough: twice the receipt's
 * 10rem × 5rem for sharp screens, then the box itself (160 × 80 pixels of 3 bytes are 38,400 bytes
 * uncompressed: under the limit whatever the image).
 */
export const RECEIPT_LOGO_BOXES = [
  { width: 320, height: 160 },
  { width: 160, height: 80 },
] as const;
/** The most pixels an uploaded logo may have: a small file can claim an image of gigabytes when decoded. */
export const LOGO_MAX_PIXELS = 40_000_000;

/** The upload's body limit: twice the logo's, so that a logo too large gets its rule's message. */
export const LOGO_UPLOAD_MAX_BODY_BYTES = 2 * LOGO_MAX_BYTES;
/** What the file picker offers (§9: jpeg, png, jpg). */
export const LOGO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
/** How many leading bytes the content check reads (a JPEG's frame header may follow its metadata). */
export const LOGO_SNIFF_BYTES = 256 * 1024;

export const LogoErrors = {
  type: 'CompanyInfo.LogoFileTypeError',
  size: 'CompanyInfo.LogoFileSizeExceed',
  pixels: 'CompanyInfo.LogoTooManyPixels',
} as const;

export type LogoType = 'image/png' | 'image/jpeg';

export interface LogoImage {
  type: LogoType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32 = (b: Uint8Array, i: number) =>
  ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];

/** A PNG: the signature, then the IHDR chunk with a width and a height above 0. */
function pngOf(b: Uint8Array): LogoImage | null {
  if (b.length < 24 || PNG_SIGNATURE.some((x, i) => b[i] !== x)) return null;
  const ihdr = String.fromCharCode(b[12], b[13], b[14], b[15]);
  if (ihdr !== 'IHDR') return null;
  const width = u32(b, 16);
  const height = u32(b, 20);
  return width > 0 && height > 0 ? { type: 'image/png', width, height } : null;
}

/** Start-of-frame markers (baseline, progressive, lossless…), not DHT (C4), JPG (C8) or DAC (CC). */
const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** A JPEG: SOI, then segments up to a start-of-frame whose height and width are above 0. */
function jpegOf(b: Uint8Array): LogoImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    const length = u16(b, i + 2);
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (i + 9 > b.length) return null;
      const height = u16(b, i + 5);
      const width = u16(b, i + 7);
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null;
    }
    i += 2 + length;
  }
  return null;
}

/** The image a logo's leading bytes are (JPEG or PNG with a header that decodes), or null. */
export function sniffLogo(bytes: Uint8Array): LogoImage | null {
  return pngOf(bytes) ?? jpegOf(bytes);
}

/**
 * §5: the broken rule of a logo file, or null: over LOGO_MAX_BYTES is the size error; content that
 * is not a JPEG or PNG image (whatever its name says) is the type error; an image of more than
 * LOGO_MAX_PIXELS the pixels error (issue 22 §5: the server decodes it to make the receipts' copy).
 */
export function logoError(file: {
  size: number;
  head: Uint8Array;
}): (typeof LogoErrors)[keyof typeof LogoErrors] | null {
  if (file.size > LOGO_MAX_BYTES) return LogoErrors.size;
  const image = file.size === 0 ? null : sniffLogo(file.head);
  if (!image) return LogoErrors.type;
  if (image.width * image.height > LOGO_MAX_PIXELS) return LogoErrors.pixels;
  return null;
}

/**
 * Which copy of the logo an address gives: the original as uploaded (the company information's), or
 * the small copy the receipts carry (at most RECEIPT_LOGO_MAX_BYTES), which the portal's header shows
 * too: a header a few dozen pixels high never loads a logo of megabytes on every page.
 */
export const LOGO_COPIES = ['original', 'small'] as const;
export type LogoCopy = (typeof LOGO_COPIES)[number];

/** The logo's address below the base path: scoped to its merchant, a new one per upload. */
export function merchantLogoPath(merchantId: number, version: number, copy: LogoCopy = 'original'): string {
  const path = `Company/MerchantLogo?merchantId=${merchantId}&v=${version}`;
  return copy === 'original' ? path : `${path}&copy=${copy}`;
}
