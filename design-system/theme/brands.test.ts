import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandAssets, brandNames } from './brands';
import { bankTokens } from './tokens/bank';
import { defaultTokens } from './tokens/default';

const tokens = { default: defaultTokens, bank: bankTokens } as const;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const expand = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.toLowerCase();

/** The fill colours of a logo's text (its name) and of its other shapes. */
function logoColours(file: string) {
  const svg = readFileSync(`public/${file}`, 'utf8');
  const fills = (re: RegExp) => [...svg.matchAll(re)].map((m) => expand(m[1]));
  return {
    text: fills(/<text[^>]*\bfill="(#[0-9a-fA-F]{3,6})"/g),
    shapes: fills(/<(?:rect|circle|path)[^>]*\bfill="(#[0-9a-fA-F]{3,6})"/g),
  };
}

describe('brand logos', () => {
  it.each(brandNames)(
    '%s: the header logo reads on the header background (text 4.5:1, its mark 3:1)',
    (brand) => {
      const background = tokens[brand].color.headerBackground;
      const { text, shapes } = logoColours(brandAssets[brand].headerLogo);
      expect(text.length).toBeGreaterThan(0);
      for (const colour of text) expect(contrast(colour, background), colour).toBeGreaterThanOrEqual(4.5);
      // the mark's outer shape (the first one drawn) stands out from the bar
      expect(contrast(shapes[0], background)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(brandNames)('%s: the login logo reads on the login card (the surface colour)', (brand) => {
    const { text } = logoColours(brandAssets[brand].logo);
    for (const colour of text)
      expect(contrast(colour, tokens[brand].color.surface), colour).toBeGreaterThanOrEqual(4.5);
  });

  it("the bank's header logo is not its login logo: the login logo is green on green on the bar", () => {
    const { text } = logoColours(brandAssets.bank.logo);
    expect(Math.min(...text.map((c) => contrast(c, bankTokens.color.headerBackground)))).toBeLessThan(3);
    expect(brandAssets.bank.headerLogo).not.toBe(brandAssets.bank.logo);
  });
});
