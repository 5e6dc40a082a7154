import { style } from '@vanilla-extract/css';
import { controlsRow } from '../controls.css';

/** The controls, side by side, wrapping on a phone (the scaffold's row). */
export const controls = controlsRow;

/** A date field: wide enough for the platform's date picker, full width on a phone. */
export const dateField = style({ flex: '1 1 10rem', maxWidth: '14rem', minWidth: 0 });
