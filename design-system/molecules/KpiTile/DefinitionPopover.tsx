import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import * as styles from './KpiTile.css';

/** A figure's definition in a popover, open from its mount (KpiTile loads it on the first press). */
export function DefinitionPopover({
  label,
  definition,
}: {
  label: string;
  definition: { label: string; text: string };
}) {
  const labels = useLabels();
  return (
    <Popover.Root defaultOpen positioning={{ placement: 'bottom-end', gutter: 4 }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton label={definition.label} icon="info" variant="ghost" />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={styles.positioner}>
          <Popover.Content className={styles.popover} aria-label={label}>
            <div className={styles.popoverHead}>
              <Popover.Title className={styles.popoverTitle}>{label}</Popover.Title>
              <Popover.CloseTrigger asChild>
                <IconButton label={labels.close} icon="close" variant="ghost" size="small" />
              </Popover.CloseTrigger>
            </div>
            <Popover.Description className={styles.popoverText}>{definition.text}</Popover.Description>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
