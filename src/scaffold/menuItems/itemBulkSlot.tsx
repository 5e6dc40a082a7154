import type { ComponentType, ReactNode } from 'react';
import type { ItemFilter } from '../../domain/menuItem';

/**
 * The slot of the item lists' bulk actions (2-menu §2 "more menu": edit multiple items, import
 * items, download list; the items list's download and import). The categories screen and the items
 * list render the entries; what they do comes from outside (the itemBulk feature), through this
 * slot: a component that receives the list's context and renders `children` with its handlers —
 * and its own dialogs beside them. An entry without a handler is shown disabled.
 */
export interface ItemBulkContext {
  /** The category on screen (the categories screen) or filtered on (the items list); null: every category. */
  categoryId: number | null;
  categoryName: string | null;
  /** The ids of the selected rows (every page); empty where the list has no selection. */
  selectedItemIds: number[];
  /** The list's filter (all, active, inactive) and search, as the list asks the server (Item/GetItems). */
  filter: ItemFilter;
  search: string;
  /** Clears the row selection (after a bulk save). */
  clearSelection: () => void;
}

export interface ItemBulkHandlers {
  editMultipleItems?: () => void;
  importItems?: () => void;
  downloadList?: () => void;
  /** What the last action has to say (a download with nothing in it), shown above the list. */
  notice?: ReactNode;
}

export interface ItemBulkSlotProps {
  context: ItemBulkContext;
  /** Renders the entries with the handlers the slot gives. */
  children: (handlers: ItemBulkHandlers) => ReactNode;
}

/** The slot's component type: the screens take it as their `bulkActions` prop. */
export type ItemBulkActions = ComponentType<ItemBulkSlotProps>;

/**
 * The slot's default: no handlers, the entries disabled (the screens' tests; the portal gives the
 * itemBulk feature's slot in src/app/routes/screens.ts).
 */
export function NoItemBulkActions({ children }: ItemBulkSlotProps) {
  return <>{children({})}</>;
}
