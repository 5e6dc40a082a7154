import { style } from '@vanilla-extract/css';

/** Children of a Stack never overflow it (long words, wide inputs). */
export const stack = style({ minWidth: 0 });
