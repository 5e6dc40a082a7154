import { useState } from 'react';
import { Alert, Spinner } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { useApiMutation } from '../../../api/mutation';
import { usePortalData } from '../../../api/portal';
import {
  STORE_SETTINGS_READS,
  storeSettingsApi,
  storeSettingsPaths,
  useStoreSettings,
} from '../../../api/storeSettings';
import {
  addressMoved,
  normaliseStoreSettings,
  previewBodyOf,
  type StoreSettingsForm,
  storeSettingsFormOf,
} from '../../../domain/storeSettings';
import { failureText } from '../../../scaffold/form/serverErrors';
import { RevealInTransition } from '../../../scaffold/read/RevealInTransition';
import type { ScreenProps, StoreChooser } from '../../../scaffold/screen';
import { SelectStoreWarning, StoreConfigurationPage } from './StoreConfigurationPage';
import { workingStoreOf } from '../../../domain/viewLevel';

/**
 * The store configuration view (3-settings §2, §4, §7; /settings/store/storeconfiguration): the
 * session store's settings, their save (the store and its online-ordering site, both or neither,
 * UpdateStoreCoordinates when address1 changed) and the receipt header's preview. The store is the working one (viewLevel.ts:
 * a company of one store works as it); in a company view of several sites, the warning with Select Store opens the shell's store chooser.
 */
export function StoreConfigurationView({ storeChooser }: ScreenProps & { storeChooser?: StoreChooser }) {
  const { t } = useT();
  const portal = usePortalData().data;
  const [choosing, setChoosing] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  // the address moved in the last save of this visit: its map location follows (a note, not a state to keep showing)
  const [movedOnSave, setMovedOnSave] = useState(false);
  const hasStore = portal !== undefined && workingStoreOf(portal) !== null;
  const record = useStoreSettings(hasStore);
  const save = useApiMutation(storeSettingsPaths.update, storeSettingsApi.update, {
    revalidate: STORE_SETTINGS_READS,
    silent: true,
  });
  const preview = useApiMutation(storeSettingsPaths.preview, storeSettingsApi.preview, { silent: true });

  if (!portal) return <Spinner />;
  if (!hasStore) {
    const Chooser = storeChooser;
    return (
      <>
        <SelectStoreWarning onSelectStore={() => setChoosing(true)} />
        {choosing && Chooser ? <Chooser onClose={() => setChoosing(false)} /> : null}
      </>
    );
  }
  if (record.error)
    return (
      <Alert tone="critical">
        {failureText(record.error, t('StoreConfiguration.ReadFailed'), t('Http.Offline'))}
      </Alert>
    );
  const loaded = record.data?.Entity;
  const placeholder = <Spinner label={t('StoreConfiguration.FormLabel')} />;
  if (!loaded) return placeholder;

  const onSubmit = (v: StoreSettingsForm) => {
    const moved = addressMoved(loaded.StoreAdd1, v.StoreAdd1);
    setMovedOnSave(moved);
    void save.trigger({ ...normaliseStoreSettings(v, portal.countryId), UpdateStoreCoordinates: moved });
  };

  return (
    <RevealInTransition fallback={placeholder}>
      <StoreConfigurationPage
        values={storeSettingsFormOf(loaded, portal.countryId)}
        storeName={loaded.StoreName}
        countryId={portal.countryId}
        readOnly={!loaded.MayEdit}
        coordinatesPending={movedOnSave && save.state === 'success'}
        saveState={save.state}
        saveError={save.error}
        onSubmit={onSubmit}
        reload={() => record.mutate()}
        asOf={record.fetchedAt}
        preview={{
          open: previewOpen,
          state: preview.state,
          html: preview.state === 'success' ? (preview.data?.Entity ?? null) : null,
          failure:
            preview.state === 'error'
              ? failureText(preview.error, t('StoreConfiguration.PreviewFailed'), t('Http.Offline'))
              : null,
          onPreview: (v) => {
            setPreviewOpen(true);
            void preview.trigger(previewBodyOf(v));
          },
          onClose: () => setPreviewOpen(false),
        }}
      />
    </RevealInTransition>
  );
}
