import type { IconName } from '../../atoms/Icon/Icon';
import { Icon } from '../../atoms/Icon/Icon';
import * as styles from './HeaderButton.css';

export interface HeaderButtonProps {
  icon: IconName;
  /** The text beside the icon (hidden on screen on phones, where only the icon shows). */
  text: string;
  /** The accessible name and tooltip ("Change store, current: Harbor Downtown"). */
  label: string;
  /** The popup it opens ('dialog' for the selection modals). */
  haspopup?: 'dialog' | 'menu';
  onClick: () => void;
}

/**
 * A button of the portal header (merchant, store): an icon and the current name in the colour of
 * the bar, the name hidden on phones; the same look as the user menu's trigger.
 */
export function HeaderButton({ icon, text, label, haspopup = 'dialog', onClick }: HeaderButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      aria-haspopup={haspopup}
      onClick={onClick}
    >
      <Icon name={icon} />
      <span className={styles.label} aria-hidden="true">
        {text}
      </span>
    </button>
  );
}
