import { Suspense, useState } from 'react';
import { lazyPreloadable, useWhenIdle } from '../../../../design-system';
import { PAY_CODE_READS, payCodeApi, payCodePaths } from '../../../api/payCodes';
import { useApiMutation } from '../../../api/mutation';
import {
  newPayCodeForm,
  type PayCodeForm,
  type PayCodeListAnswer,
  type PayInOutReasonCode,
  payCodeDeletionOf,
  payCodeFormOf,
  payCodeListDefaults,
} from '../../../domain/payCode';
import { useUrlListState } from '../../../scaffold/list/useListState';
import { usePagedList } from '../../../scaffold/list/usePagedList';
import type { ScreenProps } from '../../../scaffold/screen';
import { PayCodesPage } from './PayCodesPage';

/** The modal (a form: react-hook-form and the schema) loads apart, once the screen has settled or when opened. */
const PayCodeDialog = lazyPreloadable(() => import('./PayCodeDialog').then((m) => m.PayCodeDialog));
const PRELOAD_DIALOG = [PayCodeDialog.preload];

type Editing = { code: PayInOutReasonCode | null } | null;

/**
 * The Pay In/Out Codes screen's view (3-settings-and-employees.md §2, §4, §7): the server-paged list
 * (state in the URL), the add/edit modal (Insert, Update) and the soft delete (Update with IsDeleted),
 * each write revalidating the list. Whether this view may edit is the server's word (MayEdit).
 */
export function PayCodesView(_: ScreenProps) {
  const list = useUrlListState(payCodeListDefaults);
  const paged = usePagedList<PayInOutReasonCode, PayCodeListAnswer>(payCodePaths.list, list.params);
  const mayEdit = paged.answer?.MayEdit ?? false;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PayInOutReasonCode | null>(null);
  useWhenIdle(PRELOAD_DIALOG);

  const insert = useApiMutation(payCodePaths.insert, payCodeApi.insert, {
    revalidate: PAY_CODE_READS,
    silent: true,
  });
  const update = useApiMutation(payCodePaths.update, payCodeApi.update, {
    revalidate: PAY_CODE_READS,
    silent: true,
  });
  // the delete's failure goes to the global handler (a toast with the server's message)
  const remove = useApiMutation(`${payCodePaths.update}#delete`, payCodeApi.update, {
    revalidate: PAY_CODE_READS,
  });
  const save = editing?.code ? update : insert;
  // the code as the list has it now (read again after a stale save), else as it was opened
  const edited = editing?.code
    ? (paged.rows.find((r) => r.ReasonCodeId === editing.code?.ReasonCodeId) ?? editing.code)
    : null;

  const open = (code: PayInOutReasonCode | null) => {
    insert.reset();
    update.reset();
    setEditing({ code });
  };
  const onSave = async (form: PayCodeForm) => {
    if ((await save.trigger(form)).ok) setEditing(null);
  };
  const onConfirmDelete = async () => {
    if (!deleting) return;
    await remove.trigger(payCodeDeletionOf(deleting));
    setDeleting(null);
  };

  return (
    <>
      <PayCodesPage
        list={list}
        paged={paged}
        mayEdit={mayEdit}
        onAdd={() => open(null)}
        onEdit={open}
        deleting={deleting}
        deleteState={remove.state === 'loading' ? 'loading' : 'default'}
        onAskDelete={(code) => {
          remove.reset();
          setDeleting(code);
        }}
        onConfirmDelete={() => void onConfirmDelete()}
        onCancelDelete={() => setDeleting(null)}
      />
      {editing ? (
        <Suspense fallback={null}>
          <PayCodeDialog
            key={editing.code?.ReasonCodeId ?? 0}
            values={edited ? payCodeFormOf(edited) : newPayCodeForm()}
            isNew={!editing.code}
            saveState={save.state}
            saveError={save.error}
            onSubmit={(v) => void onSave(v)}
            onCancel={() => setEditing(null)}
            reload={edited ? paged.reload : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
