import type { ChangeEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Inline,
  Modal,
  NativeSelect,
  Spinner,
  Stack,
  Switch,
  TextField,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { ApiRequestError } from '../../../api/http';
import type { MutationState } from '../../../api/mutation';
import {
  type StoreSettingsForm,
  storeSettingsSchema,
  storeStatesOf,
  tipDigits,
  tipFieldsEnabled,
} from '../../../domain/storeSettings';
import { TIME_ZONES } from '../../../domain/timeZones';
import { regionLabelKey } from '../../../domain/companyLocale';
import { phoneCountryOf } from '../../../domain/phone';
import { phoneField } from '../../../scaffold/form/phoneField';
import { FormScreenLayout } from '../../../scaffold/form/FormScreenLayout';
import { useFormScreen } from '../../../scaffold/form/useFormScreen';
import { LazyReceiptFrame } from '../../../scaffold/receipt/LazyReceiptFrame';
import * as styles from './StoreConfiguration.css';

/** The receipt preview's state (3-settings §2, §7): what the server drew, or why it could not. */
export interface ReceiptPreviewState {
  open: boolean;
  state: MutationState;
  /** The header's HTML (sanitised by the frame). */
  html: string | null;
  /** Why it could not be drawn. */
  failure: string | null;
  onPreview: (values: StoreSettingsForm) => void;
  onClose: () => void;
}

export interface StoreConfigurationPageProps {
  values: StoreSettingsForm;
  /** The store's name as saved (the preview frame's name). */
  storeName: string;
  /** The store's country (its merchant's): its phones' numbering plan, its address's region. */
  countryId: number;
  readOnly: boolean;
  /** The coordinates wait to be recomputed from a changed address. */
  coordinatesPending: boolean;
  saveState: MutationState;
  saveError: ApiRequestError | null;
  onSubmit: (values: StoreSettingsForm) => void;
  /** Reads the record again: after a stale save the form offers the latest version. */
  reload?: () => Promise<unknown>;
  asOf: number | null;
  preview: ReceiptPreviewState;
}

type TipField = 'TipSuggestion1' | 'TipSuggestion2' | 'TipSuggestion3';
const TIP_FIELDS: readonly TipField[] = ['TipSuggestion1', 'TipSuggestion2', 'TipSuggestion3'];

/**
 * The store form (3-settings §2 "Store configuration screen", §4, §5): the store, its contact, its
 * address, its receipt (with the header's preview) and its tip suggestions; the banners of success,
 * general error (both vanish after 3 s) and invalid input.
 */
export function StoreConfigurationPage(props: StoreConfigurationPageProps) {
  const { t } = useT();
  const screen = useFormScreen({
    schema: storeSettingsSchema,
    values: props.values,
    readOnly: props.readOnly,
    saveState: props.saveState,
    saveError: props.saveError,
    onSubmit: props.onSubmit,
    reload: props.reload,
    context: { countryId: props.countryId },
  });
  const { form, field } = screen;
  const change = { shouldDirty: true, shouldValidate: true } as const;
  const tipsOn = tipFieldsEnabled(form.watch('DisplayTipSuggestion') === true);
  const qrOn = form.watch('IncludeQrCode') === true;

  /** §5 a phone takes the shape of the store's country as it is typed ((207) 555-0142, 020 7946 0958). */
  const phone = (name: 'StoreContPhone' | 'StorePhone') =>
    field(name, phoneField(form, name, phoneCountryOf(props.countryId)));
  /** §5 tip suggestions accept digits only: anything else typed is dropped. */
  const tip = (name: TipField) =>
    field(name, {
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const digits = tipDigits(e.target.value);
        if (digits !== e.target.value) form.setValue(name, digits, change);
      },
    });
  const choose = { value: '', label: t('StoreConfiguration.Choose'), disabled: true };
  const stateOptions = [
    choose,
    ...storeStatesOf(props.countryId).map((s) => ({ value: s.StateCode, label: s.DisplayName })),
  ];
  const zoneOptions = [choose, ...TIME_ZONES.map((z) => ({ value: z.Id, label: z.DisplayName }))];
  const locked = props.readOnly ? { disabled: true } : {};

  return (
    <>
      <FormScreenLayout
        screen={screen}
        label={t('StoreConfiguration.FormLabel')}
        failureFallback={t('StoreConfiguration.SaveFailed')}
        failureAutoHide
        invalidText={t('StoreConfiguration.InvalidInput')}
        readOnlyNotice={t('StoreConfiguration.ReadOnlyNotice')}
        asOf={props.asOf}
      >
        {props.coordinatesPending ? (
          <Alert tone="info">{t('StoreConfiguration.CoordinatesPending')}</Alert>
        ) : null}
        <div className={styles.cards}>
          <Card title={t('StoreConfiguration.Section.Store')}>
            <Stack space="medium">
              <TextField label={t('StoreConfiguration.StoreName')} required {...field('StoreName')} />
              <TextField
                label={t('StoreConfiguration.StoreWebsite')}
                type="url"
                inputMode="url"
                helperText={t('StoreConfiguration.WebsiteHelp')}
                {...field('StoreWebsite')}
              />
              <NativeSelect
                label={t('StoreConfiguration.PosTimezone')}
                required
                options={zoneOptions}
                {...field('PosTimezone')}
              />
            </Stack>
          </Card>
          <Card title={t('StoreConfiguration.Section.Contact')}>
            <Stack space="medium">
              <TextField
                label={t('StoreConfiguration.StoreContName')}
                required
                autoComplete="name"
                {...field('StoreContName')}
              />
              <TextField
                label={t('StoreConfiguration.StoreContPhone')}
                required
                type="tel"
                inputMode="tel"
                helperText={t('StoreConfiguration.PhoneHelp')}
                {...phone('StoreContPhone')}
              />
              <TextField
                label={t('StoreConfiguration.StoreEmail')}
                required
                type="email"
                autoComplete="email"
                {...field('StoreEmail')}
              />
            </Stack>
          </Card>
          <Card title={t('StoreConfiguration.Section.Address')}>
            <Stack space="medium">
              <TextField label={t('StoreConfiguration.StoreAdd1')} required {...field('StoreAdd1')} />
              <TextField label={t('StoreConfiguration.StoreAdd2')} {...field('StoreAdd2')} />
              <TextField label={t('StoreConfiguration.StoreCity')} required {...field('StoreCity')} />
              <NativeSelect
                label={t(regionLabelKey(props.countryId))}
                required
                options={stateOptions}
                {...field('StoreState')}
              />
              <TextField
                label={t('StoreConfiguration.StoreZip')}
                required
                inputMode="numeric"
                helperText={t('StoreConfiguration.ZipHelp')}
                {...field('StoreZip')}
              />
              <TextField
                label={t('StoreConfiguration.StorePhone')}
                type="tel"
                inputMode="tel"
                {...phone('StorePhone')}
              />
            </Stack>
          </Card>
          <Card title={t('StoreConfiguration.Section.Receipt')}>
            <Stack space="medium">
              <TextField label={t('StoreConfiguration.ReceiptHeader')} {...field('ReceiptHeader')} />
              <TextField label={t('StoreConfiguration.ReceiptNote')} {...field('ReceiptNote')} />
              <Switch
                label={t('StoreConfiguration.IncludeQrCode')}
                checked={qrOn}
                onCheckedChange={(on) => form.setValue('IncludeQrCode', on, change)}
                {...locked}
              />
              <TextField
                label={t('StoreConfiguration.QrCodeWebsiteUrl')}
                type="url"
                inputMode="url"
                required={qrOn}
                {...field('QrCodeWebsiteUrl')}
                disabled={!qrOn || props.readOnly || undefined}
              />
              <Inline space="medium">
                <Button
                  variant="soft"
                  loading={props.preview.state === 'loading'}
                  onClick={() => {
                    void LazyReceiptFrame.preload();
                    props.preview.onPreview(form.getValues());
                  }}
                >
                  {t('StoreConfiguration.Preview')}
                </Button>
              </Inline>
            </Stack>
          </Card>
          <Card title={t('StoreConfiguration.Section.Tips')}>
            <Stack space="medium">
              <Switch
                label={t('StoreConfiguration.DisplayTipSuggestion')}
                checked={tipsOn}
                onCheckedChange={(on) => {
                  form.setValue('DisplayTipSuggestion', on, change);
                  // §4: turning the display off clears the tip message
                  if (!on) form.setValue('TipSuggestionMessage', '', change);
                }}
                {...locked}
              />
              <TextField
                label={t('StoreConfiguration.TipSuggestionMessage')}
                {...field('TipSuggestionMessage')}
                disabled={!tipsOn || props.readOnly || undefined}
              />
              <div className={styles.tips}>
                {TIP_FIELDS.map((name, i) => (
                  <TextField
                    key={name}
                    label={t('StoreConfiguration.TipSuggestion', { n: i + 1 })}
                    inputMode="numeric"
                    {...tip(name)}
                    disabled={!tipsOn || props.readOnly || undefined}
                  />
                ))}
              </div>
            </Stack>
          </Card>
        </div>
      </FormScreenLayout>
      <ReceiptPreviewDialog preview={props.preview} storeName={props.storeName} />
    </>
  );
}

/** §7: the receipt's store header as the server draws it, in the scaffolding's receipt frame. */
function ReceiptPreviewDialog({ preview, storeName }: { preview: ReceiptPreviewState; storeName: string }) {
  const { t } = useT();
  return (
    <Modal
      open={preview.open}
      role="dialog"
      title={t('StoreConfiguration.PreviewTitle')}
      onDismiss={preview.onClose}
      actions={[{ label: t('StoreConfiguration.PreviewClose'), onClick: preview.onClose }]}
    >
      {preview.failure !== null ? (
        <Alert tone="critical">{preview.failure}</Alert>
      ) : preview.html !== null ? (
        <LazyReceiptFrame
          html={preview.html}
          height="16rem"
          title={t('StoreConfiguration.PreviewFrame', { store: storeName })}
          loadingLabel={t('StoreConfiguration.PreviewTitle')}
        />
      ) : (
        <Spinner label={t('StoreConfiguration.PreviewTitle')} />
      )}
    </Modal>
  );
}

/**
 * §2: in a company view without a store the form is hidden: a warning with Select Store, which opens
 * the shell's store chooser.
 */
export function SelectStoreWarning({ onSelectStore }: { onSelectStore: () => void }) {
  const { t } = useT();
  return (
    <Alert
      tone="caution"
      action={<Button onClick={onSelectStore}>{t('StoreConfiguration.SelectStore')}</Button>}
    >
      {t('StoreConfiguration.SelectStoreWarning')}
    </Alert>
  );
}
