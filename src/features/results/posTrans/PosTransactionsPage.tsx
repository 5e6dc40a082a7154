import { Alert, Button, Modal } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { PosTransactionsMode } from '../../../domain/posTransactionsAccess';
import { PosReport, type PosReportProps } from './PosReport';

export interface PosTransactionsPageProps extends PosReportProps {
  /** The report, store-view-only (inert under the choose-a-store modal) or the smart-manager notice. */
  mode: PosTransactionsMode;
  /** The smart manager's address (the portal data's smartManagerBaseUrl). */
  smartManagerUrl: string;
  /** Opens the store selection (the shell's store modal). */
  onChooseStore: () => void;
  /** The store selection is open: the modal steps aside (one modal at a time) and comes back after. */
  choosingStore?: boolean;
}

/**
 * The POS transactions page (2-menu §2): the report; in store-view-only mode the same page shown but
 * not usable, under a modal that asks for a store; for a merchant whose reports moved to the smart
 * manager, a warning and its Login button instead of the report.
 */
export function PosTransactionsPage({
  mode,
  smartManagerUrl,
  onChooseStore,
  choosingStore = false,
  ...report
}: PosTransactionsPageProps) {
  const { t } = useT();
  if (mode === 'smartManager')
    return (
      <Alert
        tone="caution"
        title={t('PosTransactions.SmartManager.Title')}
        action={
          <Button onClick={() => window.open(smartManagerUrl, '_blank', 'noopener,noreferrer')}>
            {t('PosTransactions.SmartManager.Login')}
          </Button>
        }
      >
        {t('PosTransactions.SmartManager.Text')}
      </Alert>
    );
  const storeViewOnly = mode === 'storeViewOnly';
  return (
    <>
      <div inert={storeViewOnly || undefined} aria-hidden={storeViewOnly || undefined}>
        <PosReport {...report} />
      </div>
      <Modal
        open={storeViewOnly && !choosingStore}
        title={t('PosTransactions.StoreViewOnly.Title')}
        description={t('PosTransactions.StoreViewOnly.Text')}
        actions={[{ label: t('PosTransactions.StoreViewOnly.ChooseStore'), onClick: onChooseStore }]}
      />
    </>
  );
}
