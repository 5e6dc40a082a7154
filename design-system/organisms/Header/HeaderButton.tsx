import { Badge, type BadgeTone } from '../../atoms/Badge/Badge';
import type { IconName } from '../../atoms/Icon/Icon';
import { Icon } from '../../atoms/Icon/Icon';
import * as styles from './HeaderButton.css';

export interface HeaderButtonProps {
  icon: IconName;
  /** The text beside the icon (hidden on screen on phones, where only the icon shows). */
  text: string;
  /** The accessible name and tooltip ("Change store, current: Harbor Downtown"). */
  label: string;
  /** A status badge after the text (a deactivated store), shown with the text; say it in `label` too. */
  status?: { text: string; tone: BadgeTone };
  /** The popup it opens ('dialog' for the selection modals). */
  haspopup?: 'dialog' | 'menu';
  onClick: () => void;
}

/**
 * A button of the portal header (merchant, store): an icon and the current name in the colour of
 * the bar, the name hidden on phones; the same look as the user menu's trigger.
 */
export function HeaderButton({ icon, text, label, status, haspopup = 'dialog', onClick }: HeaderButtonProps) {
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
      {status ? (
        <span className={styles.status} aria-hidden="true">
          <Badge tone={status.tone}>{status.text}</Badge>
        </span>
      ) : null}
    </button>
  );
}
