import type { ApiResult } from '../domain/contract';
import type {
  ItemAvailabilityBulkResult,
  ItemAvailabilityChange,
  ItemAvailabilityUpdateResult,
} from '../domain/itemAvailability';
import { ITEM_AVAILABILITY_LIST_PATH } from '../domain/itemAvailabilityList';
import { http, type RequestOptions } from './http';

/** The item availability calls (2-menu-and-reports.md §7; docs/api.md "Item availability"). */
export const itemAvailabilityPaths = {
  list: ITEM_AVAILABILITY_LIST_PATH,
  update: 'Item/UpdateItemAvailability',
  allInStock: 'Item/UpdateItemAvailabilityAllInStock',
  allOnline: 'Item/UpdateItemAvailabilityAllIsOnline',
} as const;

/** Writes answer status and body for the mutation hook (api/mutation.ts), which judges them. */
export const itemAvailabilityApi = {
  /**
   * The changed rows, each with its row's version and idempotency key (the outbox always sends both,
   * so every result carries its key): applied, replayed or a conflict.
   */
  update: (changes: ItemAvailabilityChange[], options?: RequestOptions) =>
    http.write<ApiResult<ItemAvailabilityUpdateResult<string>>>(
      itemAvailabilityPaths.update,
      changes,
      options,
    ),
  allInStock: (_: undefined, options?: RequestOptions) =>
    http.write<ApiResult<ItemAvailabilityBulkResult>>(itemAvailabilityPaths.allInStock, {}, options),
  allOnline: (_: undefined, options?: RequestOptions) =>
    http.write<ApiResult<ItemAvailabilityBulkResult>>(itemAvailabilityPaths.allOnline, {}, options),
};
