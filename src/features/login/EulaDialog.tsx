import { useState } from 'react';
import { Box, Button, Checkbox, Link, Stack, Text } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import * as styles from './EulaDialog.css';
import { LoginDialog } from './LoginDialog';

export interface EulaDialogProps {
  /** The licence document, {base}Eula/{file}. */
  documentUrl: string;
  /** The acceptance is being saved. */
  accepting: boolean;
  onAccept: () => void;
  /** Decline, Escape or the close button: dismisses (the view logs off). */
  onDecline: () => void;
}

/**
 * The licence agreement (1-foundation.md §2 "Modal content"): the document, and Accept enabled only
 * after the read-instructions checkbox is ticked; decline or close dismisses.
 */
export function EulaDialog({ documentUrl, accepting, onAccept, onDecline }: EulaDialogProps) {
  const { t } = useT();
  const [read, setRead] = useState(false);
  return (
    <LoginDialog
      title={t('Eula.Title')}
      role="dialog"
      size="large"
      width="764px"
      busy={accepting}
      onDismiss={onDecline}
      description={t('Eula.Instructions')}
      actions={
        <>
          <Button variant="ghost" onClick={onDecline} disabled={accepting}>
            {t('Eula.Decline')}
          </Button>
          <Button onClick={onAccept} disabled={!read} loading={accepting}>
            {t('Eula.Accept')}
          </Button>
        </>
      }
    >
      <Stack space="medium">
        <Box
          borderStyle="solid"
          borderWidth="standard"
          borderColor="standard"
          borderRadius="small"
          overflow="hidden"
        >
          <iframe className={styles.frame} src={documentUrl} title={t('Eula.DocumentTitle')} />
        </Box>
        <Text size="small">
          <Link href={documentUrl} external>
            {t('Eula.OpenDocument')}
          </Link>
        </Text>
        <Checkbox
          label={t('Eula.ReadInstructions')}
          checked={read}
          onCheckedChange={setRead}
          disabled={accepting}
        />
      </Stack>
    </LoginDialog>
  );
}
