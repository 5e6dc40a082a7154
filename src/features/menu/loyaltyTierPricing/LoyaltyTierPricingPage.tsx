import { useEffect, useRef } from 'react';
import {
  Alert,
  Button,
  CellInput,
  DataGrid,
  type DataGridColumn,
  Inline,
  NativeSelect,
  SearchField,
  Stack,
  Text,
  TextField,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  formatPrice,
  type LoyaltyTierPricingForm,
  loyaltyTierPricingFormSchema,
  type MemberTypeFilter,
  memberTypeFilters,
  normalisePrice,
  normalisePriceText,
  PROGRAM_NAME_MAX,
  sanitizePriceText,
  type TieredPriceListMember,
} from '../../../domain/loyaltyTierPricing';
import { FormScreenLayout } from '../../../scaffold/form/FormScreenLayout';
import { ChangeHistoryPanel } from '../../../scaffold/history/ChangeHistoryPanel';
import { LastChangedBy } from '../../../scaffold/history/LastChangedBy';
import type { ChangeHistoryState } from '../../../scaffold/history/useChangeHistory';
import { useFormScreen } from '../../../scaffold/form/useFormScreen';
import type { ListState } from '../../../scaffold/list/useListState';

export interface LoyaltyTierPricingPageProps {
  /** The program name as saved, and no changed price. */
  values: LoyaltyTierPricingForm;
  /** The loyalty provider's campaign names (the program name must be one of them). */
  campaigns: readonly string[];
  /** When the list on screen was fetched (offline: "Offline — as of TIME"). */
  asOf: number | null;
  /** The list could not be loaded: the message (the form is then read-only). */
  loadError?: string;
  onReload: () => void;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: LoyaltyTierPricingForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
  /**
   * Moves on once a save's answers have been read again: the saved prices are the grid's own then,
   * and the form keeps no changed price (typing one back to its saved value is no change).
   */
  savedCount?: number;
  /** The members grid: the page on screen, its state and the type filter. */
  members: {
    rows: TieredPriceListMember[];
    total: number;
    loading: boolean;
    error: string | null;
    onRetry: () => void;
  };
  list: ListState;
  /** Who changed the list's prices (every member's): "Last changed by" and the recent changes. */
  history?: ChangeHistoryState;
  typeFilter: MemberTypeFilter;
  onTypeFilterChange: (type: MemberTypeFilter) => void;
}

/**
 * Loyalty tier pricing (2-menu-and-reports.md §2, §4, §5): the program name and a grid of the
 * merchant's items, modifiers and their variations with an editable price-list price, filtered by
 * type and item name. Changed prices are kept in the form across pages and filters; Save is enabled
 * only when the form is valid and something changed.
 */
export function LoyaltyTierPricingPage(props: LoyaltyTierPricingPageProps) {
  const { values, campaigns, asOf, loadError, saveState, saveError, members, list } = props;
  const { t, tData, money } = useT();
  const dirtyRef = useRef(false);
  const screen = useFormScreen<LoyaltyTierPricingForm>({
    schema: loyaltyTierPricingFormSchema,
    values,
    readOnly: !!loadError,
    saveState,
    saveError,
    // Enter in a field submits the form: nothing changed, nothing to save
    onSubmit: (v) => {
      if (dirtyRef.current) props.onSubmit(v);
    },
    reload: props.reload,
  });
  dirtyRef.current = screen.dirty;
  const { form } = screen;
  const { savedCount = 0 } = props;
  useEffect(() => {
    if (savedCount > 0) form.reset({ Name: form.getValues('Name'), Prices: {} });
  }, [savedCount, form]);
  const prices = form.watch('Prices') ?? {};
  const { errors } = form.formState;
  const priceErrors = (errors.Prices ?? {}) as Record<string, { message?: string } | undefined>;
  const changedCount = Object.keys(prices).length;

  const setPrice = (row: TieredPriceListMember, text: string) =>
    form.setValue(`Prices.${row.id}`, sanitizePriceText(text), { shouldDirty: true, shouldValidate: true });

  // On blur: rounded to 2 decimals and capped; back to the saved price, it is no change at all.
  const settlePrice = (row: TieredPriceListMember) => {
    const current = form.getValues('Prices')?.[row.id];
    if (current === undefined) return;
    const text = normalisePriceText(current);
    if (normalisePrice(text) === row.PriceListPrice) {
      const { [row.id]: _dropped, ...rest } = form.getValues('Prices');
      form.setValue('Prices', rest, { shouldDirty: true, shouldValidate: true });
    } else form.setValue(`Prices.${row.id}`, text, { shouldDirty: true, shouldValidate: true });
  };

  const columns: DataGridColumn<TieredPriceListMember>[] = [
    { id: 'name', header: t('LoyaltyTierPricing.Column.Name'), accessor: (r) => r.Name, sortable: true },
    {
      id: 'category',
      header: t('LoyaltyTierPricing.Column.Category'),
      accessor: (r) => r.Category ?? '',
      sortable: true,
      hideBelow: 'large',
    },
    {
      id: 'type',
      header: t('LoyaltyTierPricing.Column.Type'),
      accessor: (r) => t(`LoyaltyTierPricing.MemberType.${r.MemberType}`),
      sortable: true,
      hideBelow: 'tablet',
    },
    {
      id: 'price',
      header: t('LoyaltyTierPricing.Column.Price'),
      accessor: (r) => money(r.Price),
      sortable: true,
      align: 'right',
      hideBelow: 'tablet',
    },
    {
      id: 'priceListPrice',
      header: t('LoyaltyTierPricing.Column.PriceListPrice'),
      align: 'right',
      cell: (r) => {
        const message = priceErrors[r.id]?.message;
        return (
          <CellInput
            label={t('LoyaltyTierPricing.PriceInputLabel', { name: r.Name })}
            value={prices[r.id] ?? formatPrice(r.PriceListPrice)}
            inputMode="decimal"
            align="end"
            changed={prices[r.id] !== undefined}
            invalid={!!message}
            errorText={message ? tData(message) : undefined}
            disabled={screen.readOnly}
            onChange={(text) => setPrice(r, text)}
            onBlur={() => settlePrice(r)}
          />
        );
      },
    },
  ];

  return (
    <Stack space="large">
      {props.history ? <LastChangedBy history={props.history} /> : null}
      {loadError ? (
        <Alert tone="critical">
          <Stack space="small">
            <span>{loadError}</span>
            <span>
              <Button variant="soft" size="small" onClick={props.onReload}>
                {t('LoyaltyTierPricing.Reload')}
              </Button>
            </span>
          </Stack>
        </Alert>
      ) : null}
      <FormScreenLayout
        screen={screen}
        label={t('LoyaltyTierPricing.FormLabel')}
        failureFallback={t('LoyaltyTierPricing.FailedUpdateLoyaltyTierPricing')}
        discardLabel={t('LoyaltyTierPricing.Cancel')}
        asOf={asOf}
        aside={
          props.history ? (
            <ChangeHistoryPanel
              history={props.history}
              title={t('ChangeHistory.PriceListTitle')}
              showEntity
            />
          ) : undefined
        }
      >
        <TextField
          label={t('LoyaltyTierPricing.ProgramName')}
          required
          maxLength={PROGRAM_NAME_MAX}
          autoComplete="off"
          helperText={
            campaigns.length > 0
              ? t('LoyaltyTierPricing.ProgramNameHelp', { campaigns: campaigns.join(', ') })
              : t('LoyaltyTierPricing.ProgramNameNoCampaigns')
          }
          {...screen.field('Name')}
        />
        <Stack space="medium">
          <Inline space="medium" alignY="bottom" collapseBelow="tablet">
            <NativeSelect
              label={t('LoyaltyTierPricing.TypeFilter')}
              options={memberTypeFilters.map((f) => ({
                value: f,
                label: t(`LoyaltyTierPricing.TypeFilter.${f}`),
              }))}
              value={props.typeFilter}
              onChange={(e) => props.onTypeFilterChange(e.target.value as MemberTypeFilter)}
            />
            <SearchField
              label={t('LoyaltyTierPricing.ItemNameFilter')}
              value={list.typedSearch}
              onValueChange={list.setSearch}
            />
          </Inline>
          {changedCount > 0 ? (
            <Text tone="muted" size="small">
              {t('LoyaltyTierPricing.ChangedCount', { count: changedCount })}
            </Text>
          ) : null}
          <DataGrid
            label={t('LoyaltyTierPricing.GridLabel')}
            columns={columns}
            rows={members.rows}
            getRowId={(r) => r.id}
            totalRowCount={members.total}
            page={list.params.page}
            pageSize={list.params.pageSize}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            sort={list.params.sort}
            onSortChange={list.setSort}
            loading={members.loading}
            emptyText={t('LoyaltyTierPricing.Empty')}
            error={members.error}
            onRetry={members.onRetry}
          />
        </Stack>
      </FormScreenLayout>
    </Stack>
  );
}
