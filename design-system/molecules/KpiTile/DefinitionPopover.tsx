import {
  PopoverCloseTrigger,
  PopoverContent,
  PopoverDescription,
  PopoverPositioner,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
} from '@ark-ui/react/popover';
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
    <PopoverRoot defaultOpen positioning={{ placement: 'bottom-end', gutter: 4 }} lazyMount unmountOnExit>
      <PopoverTrigger asChild>
        <IconButton label={definition.label} icon="info" variant="ghost" />
      </PopoverTrigger>
      <Portal>
        <PopoverPositioner className={styles.positioner}>
          <PopoverContent className={styles.popover} aria-label={label}>
            <div className={styles.popoverHead}>
              <PopoverTitle className={styles.popoverTitle}>{label}</PopoverTitle>
              <PopoverCloseTrigger asChild>
                <IconButton label={labels.close} icon="close" variant="ghost" size="small" />
              </PopoverCloseTrigger>
            </div>
            <PopoverDescription className={styles.popoverText}>{definition.text}</PopoverDescription>
          </PopoverContent>
        </PopoverPositioner>
      </Portal>
    </PopoverRoot>
  );
}
