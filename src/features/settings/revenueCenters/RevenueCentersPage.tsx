import { Alert, Button, Card, Heading, Inline, Modal, Spinner, Stack, Text } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MutationState } from '../../../api/mutation';
import type { RevenueCenter } from '../../../domain/revenueCenter';
import { RevenueCenterGrid } from './RevenueCenterGrid';

export interface RevenueCentersPageProps {
  /** The centers, or null while they load. */
  centers: readonly RevenueCenter[] | null;
  loadError: string | null;
  /** §6: a multi-store merchant at company level sees this warning instead of the list. */
  companyLevel: boolean;
  /** The store column shows (a merchant of more than one store). */
  showStores: boolean;
  onAdd: () => void;
  onEdit: (center: RevenueCenter) => void;
  onDownload: (centers: readonly RevenueCenter[]) => void;
  downloadFailed: boolean;
  /** The center asked to delete (the confirmation shows), its delete's state, and the answers. */
  deleting: RevenueCenter | null;
  deleteState: MutationState;
  onAskDelete: (center: RevenueCenter) => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}

/**
 * The revenue centers list (3-settings §2): the title with the count and Add; one grid per center
 * (RevenueCenterGrid); Download All under them when there is more than one; the empty state with its
 * description and Add; the delete confirmation naming the center (Cancel, OK). At company level of a
 * multi-store merchant, only the warning (§6).
 */
export function RevenueCentersPage(props: RevenueCentersPageProps) {
  const { t } = useT();
  if (props.companyLevel) return <Alert tone="caution">{t('RevenueCenter.CompanyLevelWarning')}</Alert>;
  if (props.loadError) return <Alert tone="critical">{props.loadError}</Alert>;
  const { centers } = props;
  if (!centers) return <Spinner label={t('RevenueCenter.Loading')} />;
  const add = (
    <Button icon="plus" onClick={props.onAdd}>
      {t('RevenueCenter.Add')}
    </Button>
  );
  return (
    <Stack space="large">
      <Inline space="small" align="space-between" alignY="center">
        <Heading level={2}>{t('RevenueCenter.TitleCount', { count: centers.length })}</Heading>
        {add}
      </Inline>
      {props.downloadFailed ? <Alert tone="critical">{t('RevenueCenter.DownloadFailed')}</Alert> : null}
      {centers.length === 0 ? (
        <Card title={t('RevenueCenter.EmptyTitle')}>
          <Stack space="medium">
            <Text>{t('RevenueCenter.EmptyDescription')}</Text>
            <div>{add}</div>
          </Stack>
        </Card>
      ) : (
        centers.map((c) => (
          <RevenueCenterGrid
            key={c.revenueCenterId}
            center={c}
            showStores={props.showStores}
            onEdit={() => props.onEdit(c)}
            onDelete={() => props.onAskDelete(c)}
            onDownload={() => props.onDownload([c])}
          />
        ))
      )}
      {centers.length > 1 ? (
        <div>
          <Button variant="soft" icon="download" onClick={() => props.onDownload(centers)}>
            {t('RevenueCenter.DownloadAll')}
          </Button>
        </div>
      ) : null}
      <Modal
        open={props.deleting !== null}
        title={t('RevenueCenter.DeleteTitle')}
        busy={props.deleteState === 'loading'}
        onDismiss={props.onCancelDelete}
        actions={[
          { label: t('RevenueCenter.Cancel'), onClick: props.onCancelDelete, autoFocus: true },
          {
            label: t('RevenueCenter.OK'),
            variant: 'critical',
            state: props.deleteState === 'loading' ? 'loading' : 'default',
            onClick: props.onConfirmDelete,
          },
        ]}
      >
        <Text>{t('RevenueCenter.DeleteMessage', { name: props.deleting?.revenueCenterName ?? '' })}</Text>
      </Modal>
    </Stack>
  );
}
