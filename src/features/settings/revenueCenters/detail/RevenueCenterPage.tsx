import { useEffect } from 'react';
import { Card, Modal, Stack, Text, TextField } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../../api/http';
import type { MutationState } from '../../../../api/mutation';
import {
  isSelectable,
  orderModeKey,
  type RevenueCenterDeviceRow,
  type RevenueCenterForm,
  type RevenueCenterOrderModeRow,
  type RevenueCenterStoreDetail,
  revenueCenterFormSchema,
  saveEnabled,
} from '../../../../domain/revenueCenter';
import { FormScreenLayout } from '../../../../scaffold/form/FormScreenLayout';
import { RecordHeader } from '../../../../scaffold/form/RecordHeader';
import { SelectionGrid } from '../../../../scaffold/form/SelectionGrid';
import { useFormScreen } from '../../../../scaffold/form/useFormScreen';

export interface RevenueCenterPageProps {
  values: RevenueCenterForm;
  /** 0 when adding. */
  revenueCenterId: number;
  /** The merchant's live stores; the Assign Store grid shows for more than one (§2). */
  stores: readonly RevenueCenterStoreDetail[];
  /** The devices and order modes of the stores chosen (read again 1 s after the choice, §4). */
  devices: readonly RevenueCenterDeviceRow[];
  orderModes: readonly RevenueCenterOrderModeRow[];
  choicesLoading: boolean;
  onStoresChange: (storeIds: number[]) => void;
  asOf: number | null;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: RevenueCenterForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
  onBack: () => void;
  /** §8: the server's errors of a failed save, one dash line each (the Error modal), or null. */
  errorLines: readonly string[] | null;
  onDismissErrors: () => void;
  /** §8: nothing free to add a center with (the blocking modal); OK goes back. */
  blocked: boolean;
}

/**
 * The revenue center form (3-settings §2, §4, §5, §8): Add or Edit; General Information (name,
 * description, external id); Assign Store (multi-store merchants: checkboxes, the count and a quick
 * filter); Choose Device and Choose Order Mode (a row is selectable when unassigned or this
 * center's); Save as §4 allows; the Error modal of a failed save and the blocking modal of §8.
 */
export function RevenueCenterPage(props: RevenueCenterPageProps) {
  const { t } = useT();
  const isNew = props.revenueCenterId === 0;
  const screen = useFormScreen({
    schema: revenueCenterFormSchema,
    values: props.values,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  const { watch, setValue } = screen.form;
  const [name, description, storeIds, deviceIds, modeKeys] = watch([
    'Name',
    'Description',
    'StoreIds',
    'DeviceIds',
    'OrderModeKeys',
  ]);
  const { onStoresChange } = props;
  const storesKey = JSON.stringify(storeIds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: storesKey stands for storeIds
  useEffect(() => onStoresChange(storeIds), [storesKey, onStoresChange]);
  const choose = (field: 'StoreIds' | 'DeviceIds', ids: string[]) =>
    setValue(field, ids.map(Number), { shouldDirty: true, shouldValidate: true });
  const centerOf = (row: { revenueCenterName: string }) =>
    row.revenueCenterName || t('RevenueCenter.Unassigned');
  const selectable = (row: { revenueCenterId: number }) => isSelectable(row, props.revenueCenterId);
  const title = isNew ? t('RevenueCenter.AddTitle') : t('RevenueCenter.EditTitle');

  return (
    <Stack space="large">
      <RecordHeader title={title} backLabel={t('RevenueCenter.BackToList')} onBack={props.onBack} />
      <FormScreenLayout
        screen={screen}
        label={title}
        failureFallback={t('RevenueCenter.SaveFailed')}
        asOf={props.asOf}
        saveDisabled={
          !saveEnabled({ isNew, dirty: screen.dirty, name, description, storeCount: storeIds.length })
        }
      >
        <Card title={t('RevenueCenter.GeneralInformation')}>
          <Stack space="medium">
            <TextField label={t('RevenueCenter.Name')} required {...screen.field('Name')} />
            <TextField label={t('RevenueCenter.Description')} required {...screen.field('Description')} />
            <TextField label={t('RevenueCenter.ExternalId')} {...screen.field('ExternalId')} />
          </Stack>
        </Card>
        {props.stores.length > 1 ? (
          <SelectionGrid<RevenueCenterStoreDetail>
            title={t('RevenueCenter.AssignStore')}
            gridLabel={t('RevenueCenter.StoreGridLabel')}
            columns={[{ id: 'store', header: t('RevenueCenter.StoreColumn'), accessor: (s) => s.storeName }]}
            rows={props.stores}
            getRowId={(s) => String(s.storeId)}
            selected={storeIds.map(String)}
            onSelectionChange={(ids) => choose('StoreIds', ids)}
            rowSelectLabel={(s) => t('RevenueCenter.SelectRow', { name: s.storeName })}
            filter={{ label: t('RevenueCenter.StoreFilter'), textOf: (s) => s.storeName }}
            selectedText={t('RevenueCenter.StoresSelected', { count: storeIds.length })}
            emptyText={t('RevenueCenter.NoStores')}
          />
        ) : null}
        <SelectionGrid<RevenueCenterDeviceRow>
          title={t('RevenueCenter.ChooseDevice')}
          gridLabel={t('RevenueCenter.DeviceGridLabel')}
          columns={[
            { id: 'device', header: t('RevenueCenter.DeviceColumn'), accessor: (d) => d.deviceName },
            { id: 'store', header: t('RevenueCenter.StoreColumn'), accessor: (d) => d.storeName },
            { id: 'center', header: t('RevenueCenter.CenterColumn'), accessor: centerOf },
          ]}
          rows={props.devices}
          getRowId={(d) => String(d.storeDeviceId)}
          selected={deviceIds.map(String)}
          onSelectionChange={(ids) => choose('DeviceIds', ids)}
          canSelectRow={selectable}
          rowSelectLabel={(d) => t('RevenueCenter.SelectAt', { name: d.deviceName, store: d.storeName })}
          emptyText={t('RevenueCenter.NoDevices')}
          loading={props.choicesLoading}
        />
        <SelectionGrid<RevenueCenterOrderModeRow>
          title={t('RevenueCenter.ChooseOrderMode')}
          gridLabel={t('RevenueCenter.OrderModeGridLabel')}
          columns={[
            { id: 'orderMode', header: t('RevenueCenter.OrderModeColumn'), accessor: (m) => m.orderModeName },
            { id: 'store', header: t('RevenueCenter.StoreColumn'), accessor: (m) => m.storeName },
            { id: 'center', header: t('RevenueCenter.CenterColumn'), accessor: centerOf },
          ]}
          rows={props.orderModes}
          getRowId={orderModeKey}
          selected={modeKeys}
          onSelectionChange={(keys) =>
            setValue('OrderModeKeys', keys, { shouldDirty: true, shouldValidate: true })
          }
          canSelectRow={selectable}
          rowSelectLabel={(m) => t('RevenueCenter.SelectAt', { name: m.orderModeName, store: m.storeName })}
          emptyText={t('RevenueCenter.NoOrderModes')}
          loading={props.choicesLoading}
        />
      </FormScreenLayout>
      <Modal
        open={props.errorLines !== null}
        title={t('RevenueCenter.ErrorTitle')}
        onDismiss={props.onDismissErrors}
        actions={[{ label: t('RevenueCenter.OK'), onClick: props.onDismissErrors }]}
      >
        <Stack space="xsmall">
          {(props.errorLines ?? []).map((line) => (
            <Text key={line}>{`- ${line}`}</Text>
          ))}
        </Stack>
      </Modal>
      <Modal
        open={props.blocked}
        title={t('RevenueCenter.AddTitle')}
        actions={[{ label: t('RevenueCenter.OK'), onClick: props.onBack }]}
      >
        <Text>{t('RevenueCenter.NothingToAdd')}</Text>
      </Modal>
    </Stack>
  );
}
