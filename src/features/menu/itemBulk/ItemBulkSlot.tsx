import { Suspense, useState } from 'react';
import { lazyPreloadable, useWhenIdle } from '../../../../design-system';
import type { ItemBulkSlotProps } from '../../../scaffold/menuItems/itemBulkSlot';
import { ItemDownloadNotice, useDownloadItems } from './useDownloadItems';

/**
 * The two dialogs load apart from the slot (a form, the CSV preview's grid, the worker's client),
 * once the screen has settled or when first opened: the list paints without them.
 */
const ImportItemsDialog = lazyPreloadable(() =>
  import('./ImportItemsDialog').then((m) => m.ImportItemsDialog),
);
const EditMultipleItemsDialog = lazyPreloadable(() =>
  import('./EditMultipleItemsDialog').then((m) => m.EditMultipleItemsDialog),
);
const PRELOAD_DIALOGS = [ImportItemsDialog.preload, EditMultipleItemsDialog.preload];

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
  useWhenIdle(PRELOAD_DIALOGS);
  return (
    <>
      {children({
        editMultipleItems: context.selectedItemIds.length > 0 ? () => setOpen('edit') : undefined,
        importItems: () => setOpen('import'),
        downloadList: download.busy ? undefined : () => void download.download(context.categoryId),
        notice: <ItemDownloadNotice download={download} />,
      })}
      <Suspense fallback={null}>
        {open === 'import' ? <ImportItemsDialog open onClose={close} /> : null}
        {open === 'edit' ? (
          <EditMultipleItemsDialog
            open
            itemIds={context.selectedItemIds}
            onClose={close}
            onSaved={context.clearSelection}
          />
        ) : null}
      </Suspense>
    </>
  );
}
