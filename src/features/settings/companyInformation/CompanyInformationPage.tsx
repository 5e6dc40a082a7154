import { type ComponentProps, type ReactNode, useEffect } from 'react';
import { Card, NativeSelect, TextField } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../i18n/intl';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import { COMPANY_MAX, type CompanyForm, companySchema } from '../../../domain/company';
import {
  type Country,
  type CountryState,
  type Industry,
  regionLabelKey,
} from '../../../domain/companyLocale';
import { phoneCountryOf } from '../../../domain/phone';
import { FormScreenLayout } from '../../../scaffold/form/FormScreenLayout';
import { phoneField } from '../../../scaffold/form/phoneField';
import { useFormScreen } from '../../../scaffold/form/useFormScreen';
import * as styles from './CompanyInformation.css';

export interface CompanyInformationPageProps {
  values: CompanyForm;
  countries: readonly Country[];
  /** The states of `statesOf` (the country last settled on: the call is debounced). */
  states: readonly CountryState[];
  statesOf: number | null;
  industries: readonly Industry[];
  /** §2, §6: editable only in a company view with more than one site. */
  readOnly: boolean;
  asOf: number | null;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: CompanyForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
  /** The form's country, whenever it changes (chosen, or put back by Discard): the view reads its states. */
  onCountryChange: (countryId: number | null) => void;
  /** The logo's card (LogoPanel), after the fields, outside the form. */
  logo: ReactNode;
}

const asId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * Company information (3-settings-and-employees.md §2, §3, §5): every field of §5 with its limits and
 * "this field is required", the countries and the chosen country's states, Business Type always
 * disabled, read-only outside a company view of more than one site; the logo's card below.
 */
export function CompanyInformationPage(props: CompanyInformationPageProps) {
  const { t } = useT();
  const screen = useFormScreen({
    schema: companySchema,
    values: props.values,
    readOnly: props.readOnly,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
  });
  const { form, field } = screen;
  const country = form.watch('CountryId');
  const { onCountryChange } = props;
  useEffect(() => onCountryChange(country ?? null), [country, onCountryChange]);
  const choose = (placeholder: string) => [{ value: '', label: placeholder, disabled: true }];
  const countryOptions = [
    ...choose(t('CompanyInfo.ChooseCountry')),
    ...props.countries.map((c) => ({ value: String(c.CountryId), label: c.Name })),
  ];
  const stateOptions = [
    ...choose(t('CompanyInfo.ChooseState')),
    ...(props.statesOf === country ? props.states : []).map((s) => ({
      value: s.StateCode,
      label: s.DisplayName,
    })),
  ];
  const industryOptions = [
    ...choose(''),
    ...props.industries.map((i) => ({ value: String(i.IndustryId), label: i.Name })),
  ];
  const text = (
    name: keyof typeof COMPANY_MAX,
    label: MessageKey,
    required: boolean,
    more: Pick<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete'> = {},
  ) => (
    <TextField
      label={t(label)}
      required={required}
      maxLength={COMPANY_MAX[name]}
      {...field(name)}
      {...more}
    />
  );

  return (
    <FormScreenLayout
      screen={screen}
      label={t('CompanyInfo.FormLabel')}
      failureFallback={t('CompanyInfo.UpdateFailed')}
      readOnlyNotice={t('CompanyInfo.ReadOnlyNotice')}
      asOf={props.asOf}
      aside={props.logo}
    >
      <Card title={t('CompanyInfo.Business')} span="row">
        <div className={styles.fields}>
          {text('CoName', 'CompanyInfo.BusinessName', true)}
          <NativeSelect
            label={t('CompanyInfo.BusinessType')}
            required
            options={industryOptions}
            // always disabled (§2): shown, never sent from here (the server keeps the stored one)
            value={props.values.IndustryId === null ? '' : String(props.values.IndustryId)}
            onChange={() => undefined}
            disabled
          />
          {text('CoAdd1', 'CompanyInfo.Address1', true, { autoComplete: 'address-line1' })}
          {text('CoAdd2', 'CompanyInfo.Address2', false, { autoComplete: 'address-line2' })}
          {text('CoCity', 'CompanyInfo.City', true, { autoComplete: 'address-level2' })}
          <NativeSelect
            label={t('CompanyInfo.Country')}
            required
            options={countryOptions}
            {...field('CountryId', {
              setValueAs: asId,
              onChange: () => form.setValue('CoState', '', { shouldDirty: true }),
            })}
            value={country === null || country === undefined ? '' : String(country)}
          />
          <NativeSelect
            label={t(regionLabelKey(country))}
            required
            options={stateOptions}
            {...field('CoState')}
            value={form.watch('CoState') ?? ''}
          />
          {text('CoZip', 'CompanyInfo.PostalCode', true, { autoComplete: 'postal-code' })}
          {text('WebSiteUrl', 'CompanyInfo.WebsiteUrl', false, { type: 'url', inputMode: 'url' })}
          {text('MarketingFromEmailAddress', 'CompanyInfo.ReplyToEmail', true, { type: 'email' })}
        </div>
      </Card>
      <Card title={t('CompanyInfo.Contact')} span="row">
        <div className={styles.fields}>
          {text('ContName', 'CompanyInfo.Name', true, { autoComplete: 'name' })}
          {text('ContEmail', 'CompanyInfo.Email', true, { type: 'email', autoComplete: 'email' })}
          <TextField
            label={t('CompanyInfo.Phone')}
            type="tel"
            autoComplete="tel"
            maxLength={COMPANY_MAX.ContPhone}
            {...field('ContPhone', phoneField(form, 'ContPhone', phoneCountryOf(country)))}
          />
        </div>
      </Card>
    </FormScreenLayout>
  );
}
