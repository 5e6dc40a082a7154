import type { ApiResult } from '../domain/contract';
import type { Discount, DiscountForm, DiscountMetadata } from '../domain/discount';
import { discountListPaths } from '../domain/discountList';
import { http, type RequestOptions } from './http';
import { useApiRead } from './read';

/** The Discount calls (2-menu-and-reports.md §7; docs/api.md "Discounts"). */
export const discountPaths = {
  ...discountListPaths,
  read: 'Discount/GetDiscount',
  create: 'Discount/CreateDiscount',
  update: 'Discount/UpdateDiscount',
  remove: 'Discount/DeleteDiscount',
  stores: 'Store/GetStoresForDiscounts',
} as const;

/** What a discount write changes: every discount read (and the detail's store list). */
export const DISCOUNT_READS = ['Discount/'] as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const discountApi = {
  create: (body: DiscountForm, options?: RequestOptions) =>
    http.write<ApiResult<Discount>>(discountPaths.create, body, options),
  update: (body: DiscountForm, options?: RequestOptions) =>
    http.write<ApiResult<Discount>>(discountPaths.update, body, options),
  remove: (body: { Id: number; ConcurrencyChecksum: number }, options?: RequestOptions) =>
    http.write<ApiResult>(discountPaths.remove, body, options),
};

/** One discount (null pauses: a new discount reads nothing). */
export function useDiscount(id: number | null) {
  return useApiRead<ApiResult<Discount>>(id === null ? null : discountPaths.read, { Id: id });
}

/** The discount types, applies-to codes and the stores' card settings (auto cash discount checks). */
export function useDiscountMetadata() {
  return useApiRead<ApiResult<DiscountMetadata>>(discountPaths.metadata, {});
}
