import { vars } from '../../theme/contract.css';

/** The text tones, shared by Text, Icon and Heading. */
export const textTones = [
  'neutral',
  'muted',
  'critical',
  'positive',
  'caution',
  'info',
  'brand',
  'inverse',
] as const;
export type TextTone = (typeof textTones)[number];

export const toneColor: Record<TextTone, string> = {
  neutral: vars.color.text,
  muted: vars.color.textMuted,
  critical: vars.color.critical,
  positive: vars.color.positive,
  caution: vars.color.caution,
  info: vars.color.info,
  brand: vars.color.brand,
  inverse: vars.color.textInverse,
};
