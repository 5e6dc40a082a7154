import {
  PopoverCloseTrigger,
  PopoverContent,
  PopoverDescription,
  PopoverPositioner,
  PopoverTitle,
} from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import * as styles from './PopoverPanel.css';

/**
 * The panel of an Ark popover (inside its PopoverRoot, after its trigger): in a portal, named by
 * `title`, the title with the close button, then the text. A figure's definition (KpiTile) and a
 * shortened list's whole text (TruncatedText) open it.
 */
export function PopoverPanel({ title, text }: { title: string; text: string }) {
  const labels = useLabels();
  return (
    <Portal>
      <PopoverPositioner className={styles.positioner}>
        <PopoverContent className={styles.panel} aria-label={title}>
          <div className={styles.head}>
            <PopoverTitle className={styles.title}>{title}</PopoverTitle>
            <PopoverCloseTrigger asChild>
              <IconButton label={labels.close} icon="close" variant="ghost" size="small" />
            </PopoverCloseTrigger>
          </div>
          <PopoverDescription className={styles.text}>{text}</PopoverDescription>
        </PopoverContent>
      </PopoverPositioner>
    </Portal>
  );
}
