import { describe, expect, it } from 'vitest';
import { DISGUISED_EXE, JPEG_HEAD, oversizedPng, PNG_1X1 } from '../../test/logoFiles';
import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS, logoError, merchantLogoPath, sniffLogo } from './companyLogo';

describe('3-settings §5 Logo upload: the type is JPEG or PNG, judged by the content', () => {
  it('a PNG and a JPEG are recognised with their size in pixels', () => {
    expect(sniffLogo(PNG_1X1)).toEqual({ type: 'image/png', width: 1, height: 1 });
    expect(sniffLogo(JPEG_HEAD)).toEqual({ type: 'image/jpeg', width: 2, height: 3 });
    expect(logoError({ size: PNG_1X1.length, head: PNG_1X1 })).toBeNull();
    expect(logoError({ size: JPEG_HEAD.length, head: JPEG_HEAD })).toBeNull();
  });

  it('a renamed executable, an empty file or a bare signature is the type error', () => {
    expect(logoError({ size: DISGUISED_EXE.length, head: DISGUISED_EXE })).toBe(
      'CompanyInfo.LogoFileTypeError',
    );
    expect(logoError({ size: 0, head: new Uint8Array() })).toBe('CompanyInfo.LogoFileTypeError');
    const bareSignature = PNG_1X1.slice(0, 8);
    expect(logoError({ size: 8, head: bareSignature })).toBe('CompanyInfo.LogoFileTypeError');
  });

  it('a header that does not decode (no frame, zero pixels) is the type error', () => {
    const noFrame = Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]);
    expect(sniffLogo(noFrame)).toBeNull();
    const zeroWide = PNG_1X1.slice();
    zeroWide.set([0, 0, 0, 0], 16);
    expect(sniffLogo(zeroWide)).toBeNull();
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
    expect(sniffLogo(gif)).toBeNull();
  });
});

describe('3-settings §5, §9 Logo upload: at most 5242880 bytes', () => {
  it('5242880 bytes pass, one more is the size error (judged before the type)', () => {
    expect(LOGO_MAX_BYTES).toBe(5_242_880);
    expect(logoError({ size: LOGO_MAX_BYTES, head: PNG_1X1 })).toBeNull();
    expect(logoError({ size: LOGO_MAX_BYTES + 1, head: PNG_1X1 })).toBe('CompanyInfo.LogoFileSizeExceed');
    const big = oversizedPng();
    expect(logoError({ size: big.length, head: big.slice(0, 64) })).toBe('CompanyInfo.LogoFileSizeExceed');
  });
});

describe('issue 22 §5: an image the server decodes for the receipts has at most 40 megapixels', () => {
  it('a PNG header claiming more pixels is the pixels error, however small its file', () => {
    const huge = PNG_1X1.slice();
    const view = new DataView(huge.buffer);
    view.setUint32(16, 8000);
    view.setUint32(20, 5000);
    expect(8000 * 5000).toBe(LOGO_MAX_PIXELS);
    expect(logoError({ size: huge.length, head: huge })).toBeNull();
    view.setUint32(20, 5001);
    expect(logoError({ size: huge.length, head: huge })).toBe('CompanyInfo.LogoTooManyPixels');
  });
});

describe('3-settings §4: the logo is served under an address of its merchant, new with each upload', () => {
  it('names the merchant and the version', () => {
    expect(merchantLogoPath(1001, 3)).toBe('Company/MerchantLogo?merchantId=1001&v=3');
  });
});
