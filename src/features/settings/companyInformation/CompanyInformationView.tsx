import { useState } from 'react';
import { Alert, Spinner } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import {
  COMPANY_READS,
  companyApi,
  companyPaths,
  LOGO_READS,
  useCompanyInfo,
  useCountries,
  useStates,
} from '../../../api/company';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import { companyFormOf, mayEditCompany, updateCompanyBody } from '../../../domain/company';
import { LOGO_SNIFF_BYTES, logoError } from '../../../domain/companyLogo';
import { STATES_DEBOUNCE_MS } from '../../../domain/companyLocale';
import { failureText } from '../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../scaffold/read/RevealInTransition';
import type { ScreenProps } from '../../../scaffold/screen';
import { useDebouncedValue } from '../../../scaffold/useDebouncedValue';
import { CompanyInformationPage } from './CompanyInformationPage';
import { LogoPanel } from './LogoPanel';

/** §9: the states call waits this long after the last country chosen. */

/**
 * Company information's view (3-settings-and-employees.md §2, §4, §5, §7): the company and its
 * industries, the countries, the chosen country's states (debounced 1 s), the save (the contract's
 * body, "Company Info update failed" when it fails), and the logo: checked here with the domain's
 * rule before it is sent, uploaded, previewed, deleted after the confirmation.
 */
export function CompanyInformationView(_props: ScreenProps) {
  const { t } = useT();
  const info = useCompanyInfo();
  const countries = useCountries();
  const portal = usePortalData();
  const company = info.data?.Entity?.Company;
  const [chosenCountry, setChosenCountry] = useState<number | null>(null);
  const settledChoice = useDebouncedValue(chosenCountry, STATES_DEBOUNCE_MS);
  // the saved country's states are the form's first read: back on it (Discard), they show at once;
  // another country's are asked for once the choice has settled (§9)
  const statesOf =
    chosenCountry !== null && chosenCountry === company?.CountryId
      ? chosenCountry
      : (settledChoice ?? company?.CountryId ?? null);
  const states = useStates(statesOf);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);

  const save = useApiMutation(companyPaths.update, companyApi.update, {
    revalidate: COMPANY_READS,
    silent: true,
  });
  const upload = useApiMutation(companyPaths.uploadLogo, companyApi.uploadLogo, {
    revalidate: LOGO_READS,
    silent: true,
  });
  const remove = useApiMutation(companyPaths.deleteLogo, companyApi.deleteLogo, {
    revalidate: LOGO_READS,
    silent: true,
  });

  const readError = info.error ?? countries.error;
  if (readError)
    return (
      <Alert tone="critical">{failureText(readError, t('CompanyInfo.ReadFailed'), t('Http.Offline'))}</Alert>
    );
  const placeholder = <Spinner label={t('CompanyInfo.FormLabel')} />;
  if (!company || !countries.data?.Entity || !portal.data) return placeholder;

  const readOnly = !mayEditCompany({
    storeId: portal.data.storeId,
    activeStoreCount: portal.data.activeStoreCount,
  });
  const uploadFailed = t('CompanyInfo.ImageUploadFailed');

  const onUpload = async (file: File) => {
    setLogoProblem(null);
    const head = new Uint8Array(await file.slice(0, LOGO_SNIFF_BYTES).arrayBuffer());
    const broken = logoError({ size: file.size, head });
    if (broken) {
      setLogoProblem(t(broken));
      return;
    }
    const outcome = await upload.trigger({ merchantId: company.MerchantId, file });
    if (!outcome.ok) setLogoProblem(failureText(outcome.error, uploadFailed, t('Http.Offline')));
  };

  const onDelete = async () => {
    setLogoProblem(null);
    const outcome = await remove.trigger({ MerchantId: company.MerchantId });
    if (!outcome.ok) setLogoProblem(failureText(outcome.error, uploadFailed, t('Http.Offline')));
  };

  return (
    <RevealInTransition fallback={placeholder}>
      <CompanyInformationPage
        values={companyFormOf(company)}
        countries={countries.data.Entity}
        states={states.data?.Entity ?? []}
        statesOf={states.data ? statesOf : null}
        industries={info.data?.Entity?.Industries ?? []}
        readOnly={readOnly}
        asOf={info.fetchedAt}
        saveState={save.state}
        saveError={save.error}
        onSubmit={(v) => void save.trigger(updateCompanyBody(v))}
        reload={() => info.mutate()}
        onCountryChange={setChosenCountry}
        logo={
          <LogoPanel
            url={company.MerchantLogoUrl}
            companyName={company.CoName}
            readOnly={readOnly}
            uploadState={upload.state}
            deleteState={remove.state}
            problem={logoProblem}
            onUpload={(file) => void onUpload(file)}
            onDelete={() => void onDelete()}
          />
        }
      />
    </RevealInTransition>
  );
}
