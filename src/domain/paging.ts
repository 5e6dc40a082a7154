import { pagingSchema } from './accountContract';
import { text, type yup } from './validation';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * The paging body of a server-paged list with its sort allow-list (1-foundation.md §3,
 * 2-menu-and-reports.md §3 "Paged list request"): the contract's paging fields plus SortColumn, one
 * of the list's `columns` (any other is refused with Validation.SortColumn), and SortDirection.
 */
export function pagedListSchema<const C extends readonly string[]>(columns: C) {
  return pagingSchema.shape({
    SortColumn: text()
      .nullable()
      .test(
        'allowed',
        'Validation.SortColumn',
        (v) => v == null || (columns as readonly string[]).includes(v),
      )
      .default(null) as unknown as yup.StringSchema<C[number] | null>,
    SortDirection: text()
      .oneOf([...SORT_DIRECTIONS], 'Validation.SortDirection')
      .default('asc'),
  });
}

export type PagedListRequest<C extends readonly string[]> = yup.InferType<
  ReturnType<typeof pagedListSchema<C>>
>;
