import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  type ConfirmButtonState,
  type DataGridColumn,
  IconButton,
  Inline,
  Stack,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { mayChangePayCode, type PayInOutReasonCode, payCodeTypeKey } from '../../../domain/payCode';
import { ListScreenLayout } from '../../../scaffold/list/ListScreenLayout';
import type { ListState } from '../../../scaffold/list/useListState';
import type { PagedList } from '../../../scaffold/list/usePagedList';

export interface PayCodesPageProps {
  list: ListState;
  paged: PagedList<PayInOutReasonCode>;
  /** §6: add and edit are hidden in a company view of several sites. */
  mayEdit: boolean;
  onAdd: () => void;
  onEdit: (code: PayInOutReasonCode) => void;
  /** The code whose deletion is being confirmed, and the confirmation's progress. */
  deleting: PayInOutReasonCode | null;
  deleteState: ConfirmButtonState;
  onAskDelete: (code: PayInOutReasonCode) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/**
 * The Pay In/Out Codes screen (3-settings-and-employees.md §2, §4, §6): the server-paged list (the
 * system code first), Add, each code's Edit and Delete (not for the system code SAFEDROP, nor in a
 * company view of several sites), and the delete confirmation.
 */
export function PayCodesPage(props: PayCodesPageProps) {
  const { t } = useT();
  const changeable = (r: PayInOutReasonCode) => props.mayEdit && mayChangePayCode(r);
  const columns: DataGridColumn<PayInOutReasonCode>[] = [
    {
      id: 'name',
      header: t('PayCode.Name'),
      sortable: true,
      cell: (r) =>
        r.IsSystem ? (
          <Inline space="xsmall" alignY="center">
            <span>{r.Name}</span>
            <Badge tone="neutral">{t('PayCode.System')}</Badge>
          </Inline>
        ) : (
          r.Name
        ),
    },
    // on a phone the description gives way, so that Edit and Delete stay in view (it is in the edit modal)
    {
      id: 'description',
      header: t('PayCode.Description'),
      accessor: (r) => r.Description,
      sortable: true,
      hideBelow: 'tablet',
    },
    { id: 'type', header: t('PayCode.Type'), accessor: (r) => t(payCodeTypeKey(r.Type)), sortable: true },
    ...(props.mayEdit
      ? [
          {
            id: 'actions',
            header: t('PayCode.Actions'),
            align: 'right' as const,
            cell: (r: PayInOutReasonCode) =>
              changeable(r) ? (
                <Inline space="xsmall" align="right">
                  <IconButton
                    icon="edit"
                    variant="ghost"
                    label={t('PayCode.EditOf', { name: r.Name })}
                    onClick={() => props.onEdit(r)}
                  />
                  <IconButton
                    icon="trash"
                    variant="ghost"
                    label={t('PayCode.DeleteOf', { name: r.Name })}
                    onClick={() => props.onAskDelete(r)}
                  />
                </Inline>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Stack space="medium">
      {props.mayEdit ? null : <Alert tone="info">{t('PayCode.CompanyViewNotice')}</Alert>}
      <ListScreenLayout
        label={t('PayCode.GridLabel')}
        list={props.list}
        paged={props.paged}
        columns={columns}
        getRowId={(r) => String(r.ReasonCodeId)}
        searchLabel={t('PayCode.Search')}
        actions={props.mayEdit ? <Button onClick={props.onAdd}>{t('PayCode.Add')}</Button> : null}
        onRowActivate={(r) => (changeable(r) ? props.onEdit(r) : undefined)}
        emptyText={t('PayCode.Empty')}
        loadErrorFallback={t('PayCode.LoadError')}
      />
      <ConfirmDialog
        open={props.deleting !== null}
        onOpenChange={(open) => (open ? undefined : props.onCancelDelete())}
        title={t('PayCode.DeleteTitle')}
        message={t('PayCode.DeleteMessage', { name: props.deleting?.Name ?? '' })}
        confirmLabel={t('PayCode.Delete')}
        cancelLabel={t('PayCode.Cancel')}
        tone="critical"
        confirmState={props.deleteState}
        onConfirm={props.onConfirmDelete}
      />
    </Stack>
  );
}
