import type { ReactNode } from 'react';
import { Alert, Button } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';

export interface BreaksPageProps {
  /** The smart manager's address, when breaks are set up there; null: the classic page. */
  smartManagerUrl: string | null;
  /** The classic breaks page (the embedded frame), given by the route registry. */
  classicPage: ReactNode;
}

/** Breaks (3-settings §2): the smart manager's alert with a button opening it in a new tab, or the classic page. */
export function BreaksPage({ smartManagerUrl, classicPage }: BreaksPageProps) {
  const { t } = useT();
  if (smartManagerUrl === null) return <>{classicPage}</>;
  return (
    <Alert
      tone="info"
      title={t('Breaks.SmartManager.Title')}
      action={
        <Button icon="external" onClick={() => window.open(smartManagerUrl, '_blank', 'noopener,noreferrer')}>
          {t('Breaks.SmartManager.Open')}
        </Button>
      }
    >
      {t('Breaks.SmartManager.Text')}
    </Alert>
  );
}
