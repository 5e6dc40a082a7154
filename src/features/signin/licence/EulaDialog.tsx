import { useState } from 'react';
import { Box, Checkbox, Link, Modal, Stack, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import * as styles from './EulaDialog.css';

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
    <Modal
      open
      title={t('Eula.Title')}
      role="dialog"
      size="large"
      width="764px"
      busy={accepting}
      onDismiss={onDecline}
      description={t('Eula.Instructions')}
      actions={[
        { label: t('Eula.Decline'), onClick: onDecline },
        {
          label: t('Eula.Accept'),
          onClick: onAccept,
          disabled: !read,
          state: accepting ? 'loading' : 'default',
        },
      ]}
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
    </Modal>
  );
}
