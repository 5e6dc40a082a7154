import sharp from 'sharp';
import { LOGO_MAX_PIXELS, RECEIPT_LOGO_BOXES, RECEIPT_LOGO_MAX_BYTES } from '../../src/domain/companyLogo';
import type { Queryable } from '../db/db';
import { receiptLogoRow, setReceiptLogo, type StoredImage } from '../db/queries/company';

/** An image sharp could not read (it passed the header check, but its data does not decode). */
export class LogoNotDecodable extends Error {}

/** The image fitted into a box (never enlarged), upright, without metadata, in the original's type. */
async function fitted(original: StoredImage, box: { width: number; height: number }): Promise<Buffer> {
  const image = sharp(original.bytes, {
    limitInputPixels: LOGO_MAX_PIXELS,
    sequentialRead: true,
    autoOrient: true,
  }).resize({ ...box, fit: 'inside', withoutEnlargement: true });
  // a PNG keeps its transparency, in a palette (a logo has few colours); a JPEG stays a JPEG
  return original.type === 'image/png'
    ? image.png({ palette: true, compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * The copy of a logo that receipts and e-mails carry (issue 22 §5): fitted into the first box of
 * RECEIPT_LOGO_BOXES whose result is at most RECEIPT_LOGO_MAX_BYTES (the last box always is), in the
 * original's type. Made once, at upload. LogoNotDecodable when the image's data does not decode.
 */
export async function receiptLogoOf(original: StoredImage): Promise<StoredImage> {
  let bytes: Buffer | undefined;
  try {
    for (const box of RECEIPT_LOGO_BOXES) {
      bytes = await fitted(original, box);
      if (bytes.length <= RECEIPT_LOGO_MAX_BYTES) break;
    }
  } catch (err) {
    throw new LogoNotDecodable(err instanceof Error ? err.message : String(err));
  }
  if (!bytes || bytes.length > RECEIPT_LOGO_MAX_BYTES) throw new LogoNotDecodable('copy too large');
  return { bytes: new Uint8Array(bytes), type: original.type };
}

/**
 * A merchant's small copy of its logo (receiptLogoOf): the receipts' and the portal header's, never
 * the original; a logo kept before the copies existed gets its copy here, once. null without a logo,
 * or when a stored logo does not decode.
 */
export async function smallLogoOf(db: Queryable, merchantId: number): Promise<StoredImage | null> {
  const row = await receiptLogoRow(db, merchantId);
  if (!row) return null;
  if (row.receipt_logo && row.receipt_logo_type)
    return { bytes: row.receipt_logo, type: row.receipt_logo_type };
  if (!row.logo) return null;
  let copy: StoredImage;
  try {
    copy = await receiptLogoOf({ bytes: row.logo, type: row.logo_type });
  } catch (err) {
    if (err instanceof LogoNotDecodable) return null;
    throw err;
  }
  await setReceiptLogo(db, merchantId, row.logo_version, copy);
  return copy;
}

/**
 * The merchant's logo as a receipt shows it (issue 10: "on receipts"), inline as a data: URI: a
 * receipt shows in a sandboxed frame, whose requests carry no session cookie. The small copy
 * (smallLogoOf); null without a logo, or when a stored logo does not decode.
 */
export async function receiptLogoSrc(db: Queryable, merchantId: number): Promise<string | null> {
  const copy = await smallLogoOf(db, merchantId);
  return copy && `data:${copy.type};base64,${Buffer.from(copy.bytes).toString('base64')}`;
}
