import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The platform's file input, its button styled like a secondary button; 44 px to touch. */
export const input = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.xsmall,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&::file-selector-button': {
      minHeight: `calc(${vars.size.touchTarget} - 2 * ${vars.space.xsmall} - 2px)`,
      marginRight: vars.space.medium,
      paddingInline: vars.space.medium,
      font: 'inherit',
      fontWeight: vars.fontWeight.medium,
      color: vars.color.text,
      background: vars.color.surfaceMuted,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.small,
      cursor: 'pointer',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.critical, borderStyle: 'solid' },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
