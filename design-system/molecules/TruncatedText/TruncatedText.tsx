import { PopoverRoot, PopoverTrigger } from '@ark-ui/react/popover';
import { VisuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden';
import { PopoverPanel } from '../Popover/PopoverPanel';
import * as styles from './TruncatedText.css';

export interface TruncatedTextProps {
  /** The text as shown (shortened by the caller's rule). */
  shown: string;
  /** The whole text: when it differs from `shown`, the shown text opens a popover with it. */
  whole: string;
  /** The popover's title (what the text is, e.g. "Devices of Harbor Downtown"). */
  title: string;
  /** Said after the shown text to screen readers, e.g. "show the whole list". */
  moreLabel: string;
}

/**
 * A text shortened to fit a cell: as it is when whole; otherwise a button of the shortened text that
 * opens a popover with the whole text (a press, Enter or Space; Escape or the close button closes it).
 */
export function TruncatedText({ shown, whole, title, moreLabel }: TruncatedTextProps) {
  if (shown === whole) return <span>{whole}</span>;
  return (
    <PopoverRoot positioning={{ placement: 'bottom-start', gutter: 4 }} lazyMount unmountOnExit>
      <PopoverTrigger className={styles.trigger}>
        {shown}
        <VisuallyHidden>{`, ${moreLabel}`}</VisuallyHidden>
      </PopoverTrigger>
      <PopoverPanel title={title} text={whole} />
    </PopoverRoot>
  );
}
