import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ConfirmButtonState } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { ApiRequestError } from '../../../api/http';
import { changeHistoryPrefix } from '../../../api/changeHistory';
import { itemAvailabilityApi, itemAvailabilityPaths } from '../../../api/itemAvailability';
import { keyMatches } from '../../../api/keys';
import { useApiMutation } from '../../../api/mutation';
import { useScopeId } from '../../../api/scope';
import type { PagedResult } from '../../../domain/contract';
import type { ItemAvailabilityChange, ItemAvailabilityRow } from '../../../domain/itemAvailability';
import {
  type ItemAvailabilityError,
  ItemAvailabilityErrors,
  MAX_AVAILABILITY_CHANGES,
} from '../../../domain/itemAvailabilityRules';
import {
  itemAvailabilityListDefaults,
  matchesAvailabilitySearch,
} from '../../../domain/itemAvailabilityList';
import { showErrorModal } from '../../../lib/errorModal';
import {
  createOutbox,
  newChangeId,
  type OutboxEntry,
  type OutboxRefused,
  useOutbox,
} from '../../../offline/outbox';
import { useChangeHistory } from '../../../scaffold/history/useChangeHistory';
import { usePendingChangesGuard } from '../../../scaffold/pendingChanges/usePendingChangesGuard';
import type { ListState } from '../../../scaffold/list/useListState';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import {
  type AvailabilityValues,
  type ConflictView,
  ItemAvailabilityPage,
  type ShownRow,
} from './ItemAvailabilityPage';

/** What the outbox keeps of a change: the change without its key (the entry's id is the key), and the item's name. */
interface QueuedChange {
  change: Omit<ItemAvailabilityChange, 'IdempotencyKey'>;
  name: string;
}

/** The item availability outbox (IndexedDB), by user, merchant and store. */
export const itemAvailabilityOutbox = createOutbox<QueuedChange, ItemAvailabilityRow>('itemAvailability');

/** A row changed on this screen and not saved: the row as the server gave it, and the new values. */
interface Edit {
  base: ItemAvailabilityRow;
  values: AvailabilityValues;
}

/** What a save changes besides the rows it answers (which patch the cached pages): the history. */
const HISTORY_READS = [changeHistoryPrefix('itemAvailability')];
/** Enable all changes the list and the history. */
const ENABLE_ALL_READS = [itemAvailabilityPaths.list, changeHistoryPrefix('itemAvailability')];

/** Offline, the list's search over the items kept on the device. */
const OFFLINE_SEARCH = {
  matches: matchesAvailabilitySearch,
  rowId: (row: ItemAvailabilityRow) => row.ItemMasterId,
};

const same = (a: AvailabilityValues, b: AvailabilityValues) =>
  a.IsInStock === b.IsInStock && a.IsAvailableOnline === b.IsAvailableOnline;

/**
 * Item availability's view (2-menu-and-reports.md §2, §4, §8): the list (URL state), the pending
 * edits, and the saves through the outbox. Enterprise users never see it: the route sends them to
 * My store before it loads (src/domain/routes.ts `sendsTo`).
 */
export function ItemAvailabilityView() {
  const { t } = useT();
  const { mutate } = useSWRConfig();
  const scope = useScopeId();
  const urlList = useUrlListState(itemAvailabilityListDefaults);
  // offline, a search looks through the items kept on the device (the server's rule, §2)
  const paged = usePagedList<ItemAvailabilityRow>(
    itemAvailabilityPaths.list,
    urlList.params,
    {},
    'POST',
    OFFLINE_SEARCH,
  );
  const [edits, setEdits] = useState<Map<number, Edit>>(new Map());
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [confirmAction, setConfirmAction] = useState<(() => void) | null>(null);
  const [saveState, setSaveState] = useState<ConfirmButtonState>('default');
  const [savedCount, setSavedCount] = useState<number | null>(null);
  const { proceed } = usePendingChangesGuard(edits.size > 0);

  // the store's recent availability changes (issue 7 §5), read again after every save
  const history = useChangeHistory('itemAvailability', '');
  const save = useApiMutation(itemAvailabilityPaths.update, itemAvailabilityApi.update, {
    silent: true,
    revalidate: HISTORY_READS,
  });
  const allOnline = useApiMutation(itemAvailabilityPaths.allOnline, itemAvailabilityApi.allOnline, {
    silent: true,
    revalidate: ENABLE_ALL_READS,
  });
  const allInStock = useApiMutation(itemAvailabilityPaths.allInStock, itemAvailabilityApi.allInStock, {
    silent: true,
    revalidate: ENABLE_ALL_READS,
  });

  const failed = (error: unknown, fallbackKey: ItemAvailabilityError) =>
    showErrorModal({
      title: t('ItemAvailability.ErrorTitle'),
      message:
        error instanceof ApiRequestError && error.isOffline
          ? t('Http.Offline')
          : (error instanceof ApiRequestError && error.message) || t(fallbackKey),
    });

  /** The cached pages take the server's rows as they are now (no reload of the list). */
  const patchRows = (rows: ItemAvailabilityRow[]) => {
    if (rows.length === 0) return;
    const byId = new Map(rows.map((r) => [r.ItemMasterId, r]));
    void mutate<PagedResult<ItemAvailabilityRow>>(
      (key) => keyMatches(key, [itemAvailabilityPaths.list]),
      (data) => data && { ...data, ResultSet: data.ResultSet.map((r) => byId.get(r.ItemMasterId) ?? r) },
      { revalidate: false },
    );
  };

  const outbox = useOutbox<QueuedChange, ItemAvailabilityRow>(itemAvailabilityOutbox, {
    scope,
    // a long offline spell can queue more than one request takes
    batchSize: MAX_AVAILABILITY_CHANGES,
    send: async (entries) => {
      const outcome = await save.trigger(entries.map((e) => ({ ...e.payload.change, IdempotencyKey: e.id })));
      if (!outcome.ok) throw outcome.error;
      const results = outcome.data.Entity?.Results ?? [];
      patchRows(results.map((r) => r.Row));
      return results.map((r) =>
        r.Outcome === 'conflict'
          ? { id: r.IdempotencyKey, done: false as const, held: r.Row }
          : { id: r.IdempotencyKey, done: true as const },
      );
    },
    onFlushed: (result) => {
      if (result.done.length) setSavedCount(result.done.length);
    },
    onRefused: (error: OutboxRefused<QueuedChange, ItemAvailabilityRow>) => {
      // the refused batch was not saved: its changes are pending again, and the §8 error modal says why
      setEdits((old) => {
        const next = new Map(old);
        for (const e of error.entries) {
          const base = paged.rows.find((r) => r.ItemMasterId === e.payload.change.ItemMasterId);
          if (base && !next.has(base.ItemMasterId))
            next.set(base.ItemMasterId, {
              base,
              values: {
                IsInStock: e.payload.change.IsInStock,
                IsAvailableOnline: e.payload.change.IsAvailableOnline,
              },
            });
        }
        return next;
      });
      failed(error.cause, ItemAvailabilityErrors.update);
    },
  });

  const entryByItem = useMemo(() => {
    const map = new Map<number, OutboxEntry<QueuedChange, ItemAvailabilityRow>>();
    for (const e of outbox.entries) map.set(e.payload.change.ItemMasterId, e);
    return map;
  }, [outbox.entries]);

  const rows: ShownRow[] = paged.rows.map((r) => {
    const edit = edits.get(r.ItemMasterId);
    if (edit) return { ...r, ...edit.values, Mark: 'pending' };
    const entry = entryByItem.get(r.ItemMasterId);
    if (entry?.held) return { ...r, Mark: 'conflict' };
    if (entry)
      return {
        ...r,
        IsInStock: entry.payload.change.IsInStock,
        IsAvailableOnline: entry.payload.change.IsAvailableOnline,
        Mark: 'queued',
      };
    return { ...r, Mark: null };
  });

  const setEdit = (itemId: number, values: AvailabilityValues, next: Map<number, Edit>) => {
    const base = edits.get(itemId)?.base ?? paged.rows.find((r) => r.ItemMasterId === itemId);
    if (!base) return;
    const queued = entryByItem.get(itemId);
    const current = queued && !queued.held ? queued.payload.change : base;
    if (same(values, current)) next.delete(itemId);
    else next.set(itemId, { base, values });
  };

  const onToggle = (row: ShownRow, values: AvailabilityValues) => {
    const next = new Map(edits);
    setEdit(row.ItemMasterId, values, next);
    setEdits(next);
    setSavedCount(null);
  };

  const onBulkEdit = (values: AvailabilityValues) => {
    const next = new Map(edits);
    for (const id of selectedIds) {
      const row = rows.find((r) => String(r.ItemMasterId) === id);
      if (row && row.Mark !== 'conflict') setEdit(row.ItemMasterId, values, next);
    }
    setEdits(next);
    setSavedCount(null);
  };

  const enqueue = async (changes: { base: ItemAvailabilityRow; values: AvailabilityValues }[]) => {
    // a change of an item still waiting to sync takes that one's place (same version)
    const replaced = changes.flatMap((c) => {
      const e = entryByItem.get(c.base.ItemMasterId);
      return e && !e.held ? [e.id] : [];
    });
    if (replaced.length) await outbox.remove(replaced);
    setSaveState('loading');
    const result = await outbox.enqueue(
      changes.map((c) => ({
        id: newChangeId(),
        queuedAt: Date.now(),
        payload: {
          change: { ItemMasterId: c.base.ItemMasterId, Version: c.base.Version, ...c.values },
          name: c.base.ItemName,
        },
      })),
    );
    setSaveState(result && !result.offline ? 'success' : result ? 'default' : 'error');
  };

  const onSave = () => {
    const changes = [...edits.values()];
    if (changes.length === 0) return;
    setEdits(new Map());
    setSelectedIds([]);
    void enqueue(changes);
  };

  const conflicts: ConflictView[] = outbox.entries.flatMap((e) =>
    e.held
      ? [
          {
            id: e.id,
            name: e.payload.name,
            mine: {
              IsInStock: e.payload.change.IsInStock,
              IsAvailableOnline: e.payload.change.IsAvailableOnline,
            },
            theirs: e.held,
          },
        ]
      : [],
  );
  const onKeepMine = async (id: string) => {
    const entry = outbox.entries.find((e) => e.id === id);
    if (!entry?.held) return;
    await outbox.remove([id]);
    await enqueue([
      {
        base: entry.held,
        values: {
          IsInStock: entry.payload.change.IsInStock,
          IsAvailableOnline: entry.payload.change.IsAvailableOnline,
        },
      },
    ]);
  };
  const onTakeTheirs = async (id: string) => {
    const entry = outbox.entries.find((e) => e.id === id);
    if (!entry?.held) return;
    await outbox.remove([id]);
    patchRows([entry.held]);
  };

  /** Paging, searching or enabling all over unsaved changes asks first (§4). */
  const guarded = (action: () => void) => {
    if (edits.size === 0) action();
    else setConfirmAction(() => action);
  };
  const list: ListState = {
    ...urlList,
    setPage: (page) =>
      guarded(() => {
        setSelectedIds([]);
        urlList.setPage(page);
      }),
    setPageSize: (size) =>
      guarded(() => {
        setSelectedIds([]);
        urlList.setPageSize(size);
      }),
    setSort: (sort) => guarded(() => urlList.setSort(sort)),
    setSearch: (text) =>
      guarded(() => {
        setSelectedIds([]);
        urlList.setSearch(text);
      }),
  };

  const enableAll = (mutation: typeof allOnline, fallbackKey: ItemAvailabilityError) =>
    guarded(() => {
      setEdits(new Map());
      void mutation.trigger(undefined).then((outcome) => {
        if (!outcome.ok) failed(outcome.error, fallbackKey);
      });
    });

  return (
    <ItemAvailabilityPage
      list={list}
      paged={{ ...paged, rows }}
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
      onToggle={onToggle}
      onBulkEdit={onBulkEdit}
      pendingCount={edits.size}
      saveState={saveState}
      onSave={onSave}
      onDiscard={() => setEdits(new Map())}
      onEnableAllOnline={() => enableAll(allOnline, ItemAvailabilityErrors.allOnline)}
      onEnableAllInStock={() => enableAll(allInStock, ItemAvailabilityErrors.allInStock)}
      enableAllState={{ online: allOnline.state, inStock: allInStock.state }}
      queuedCount={outbox.entries.length - conflicts.length}
      conflicts={conflicts}
      onKeepMine={(id) => void onKeepMine(id)}
      onTakeTheirs={(id) => void onTakeTheirs(id)}
      savedCount={savedCount}
      onDismissSaved={() => setSavedCount(null)}
      history={history}
      confirm={{
        open: confirmAction !== null,
        onConfirm: () => {
          const action = confirmAction;
          setConfirmAction(null);
          setEdits(new Map());
          // the changes are given up: the list's own navigation (URL state) does not ask again
          if (action) proceed(action);
        },
        onCancel: () => setConfirmAction(null),
      }}
    />
  );
}
