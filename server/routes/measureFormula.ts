import { fromCents } from '../../src/domain/myStore';
import type { Sums } from '../db/queries/reports';

/** A measure of the reports: worked out from a group's sums and the report's total sums (for shares). */
export type MeasureFormula = (sums: Sums, total: Sums) => number;

/** A sum in cents, as dollars. */
export const money =
  (column: string): MeasureFormula =>
  (s) =>
    fromCents(s[column] ?? 0);

/** A count or other plain sum. */
export const count =
  (column: string): MeasureFormula =>
  (s) =>
    s[column] ?? 0;

/** A group's share of the report's total of a column, in % to 0.1. */
export const share =
  (column: string): MeasureFormula =>
  (s, total) =>
    total[column] ? Math.round(((s[column] ?? 0) / total[column]) * 1000) / 10 : 0;
