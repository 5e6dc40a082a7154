import { useState } from 'react';
import type { ItemBulkSlotProps } from '../../../scaffold/menuItems/itemBulkSlot';
import { EditMultipleItemsDialog } from './EditMultipleItemsDialog';
import { ImportItemsDialog } from './ImportItemsDialog';
import { ItemDownloadNotice, useDownloadItems } from './useDownloadItems';

/**
 * The item lists' bulk actions (2-menu §2 "more menu", issue 7 §3), given to the categories screen
 * and the items list through their `bulkActions` slot: edit multiple items (the selected rows; off
 * without a selection), import items, and download the list (the category on screen, or every
 * item). The dialogs render beside the list; the download's notice above it.
 */
export function ItemBulkSlot({ context, children }: ItemBulkSlotProps) {
  const [open, setOpen] = useState<'edit' | 'import' | null>(null);
  const download = useDownloadItems();
  const close = () => setOpen(null);
  return (
    <>
      {children({
        editMultipleItems: context.selectedItemIds.length > 0 ? () => setOpen('edit') : undefined,
        importItems: () => setOpen('import'),
        downloadList: download.busy ? undefined : () => void download.download(context.categoryId),
        notice: <ItemDownloadNotice download={download} />,
      })}
      <ImportItemsDialog open={open === 'import'} onClose={close} />
      <EditMultipleItemsDialog
        open={open === 'edit'}
        itemIds={context.selectedItemIds}
        onClose={close}
        onSaved={context.clearSelection}
      />
    </>
  );
}
