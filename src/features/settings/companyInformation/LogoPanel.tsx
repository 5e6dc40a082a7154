import { useState } from 'react';
import { Button, Card, ConfirmDialog, FileField, Stack, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MutationState } from '../../../api/mutation';
import { LOGO_ACCEPT } from '../../../domain/companyLogo';
import { basePath } from '../../../lib/basePath';
import * as styles from './CompanyInformation.css';

export interface LogoPanelProps {
  /** The logo's address below the base path, '' without a logo. */
  url: string;
  /** The company's name: the preview's alt text. */
  companyName: string;
  /** Nothing can be changed (read-only view). */
  readOnly: boolean;
  uploadState: MutationState;
  deleteState: MutationState;
  /** The broken rule or the failed upload's text, null when all is well. */
  problem: string | null;
  onUpload: (file: File) => void;
  onDelete: () => void;
}

/**
 * The company logo (3-settings-and-employees.md §2, §4, §5): the preview, a file picker (JPEG or
 * PNG, at most 5 MB; the view checks the file before sending), and delete after the confirmation
 * "Are you sure you want to discard company Logo?".
 */
export function LogoPanel(props: LogoPanelProps) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  return (
    <Card title={t('CompanyInfo.Logo')} span="row">
      <Stack space="medium">
        {props.url ? (
          <img
            className={styles.logoPreview}
            src={`${basePath()}${props.url}`}
            alt={t('CompanyInfo.LogoAlt', { name: props.companyName })}
          />
        ) : (
          <Text tone="muted">{t('CompanyInfo.NoLogo')}</Text>
        )}
        {props.readOnly ? null : (
          <FileField
            key={pickerKey}
            label={t('CompanyInfo.UploadLogo')}
            accept={LOGO_ACCEPT}
            helperText={t('CompanyInfo.LogoHelp')}
            disabled={props.uploadState === 'loading'}
            invalid={props.problem !== null}
            errorText={props.problem ?? undefined}
            onFileChange={(file) => {
              if (!file) return;
              props.onUpload(file);
              setPickerKey((k) => k + 1);
            }}
          />
        )}
        {props.url && !props.readOnly ? (
          <div>
            <Button variant="soft" onClick={() => setConfirming(true)}>
              {t('CompanyInfo.DeleteLogo')}
            </Button>
          </div>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={t('CompanyInfo.DeleteLogoTitle')}
        message={t('CompanyInfo.DeleteLogoMessage')}
        confirmLabel={t('CompanyInfo.DeleteLogo')}
        cancelLabel={t('CompanyInfo.KeepLogo')}
        tone="critical"
        confirmState={props.deleteState}
        onConfirm={() => {
          props.onDelete();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
