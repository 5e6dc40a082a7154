import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';

/** In a grid of cards: this one takes the whole row from the large breakpoint up. */
export const fullRow = style({ '@media': { [mediaQuery.large]: { gridColumn: '1 / -1' } } });
