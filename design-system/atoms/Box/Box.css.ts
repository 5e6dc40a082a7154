import { style } from '@vanilla-extract/css';

export const reset = style({ minWidth: 0 });
