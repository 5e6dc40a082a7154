import { createThemeContract } from '@vanilla-extract/css';
import type { Tokens } from './tokens/makeTokens';
import { defaultTokens } from './tokens/default';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function nulls<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([k, v]) => [k, typeof v === 'string' ? null : nulls(v as object)]),
  ) as Contract<T>;
}

/** The theme contract, derived from the token type: every brand fills the same variables. */
export const vars = createThemeContract(nulls<Tokens>(defaultTokens));
