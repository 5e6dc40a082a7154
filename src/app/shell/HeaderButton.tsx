import { Icon, type IconName } from '../../../design-system';
import * as styles from './HeaderButton.css';

/**
 * The header's merchant and store buttons: an icon and the current name (the name is hidden on
 * phones); `label` is the accessible name ("Change merchant, current: …").
 */
export function HeaderButton({
  icon,
  text,
  label,
  onClick,
}: {
  icon: IconName;
  text: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <Icon name={icon} />
      <span className={styles.label} aria-hidden="true">
        {text}
      </span>
    </button>
  );
}
