import { Icon } from '../../atoms/Icon/Icon';
import type { MenuProps } from './menuTypes';
import * as styles from './Menu.css';

/** What the menu button shows: its icon, its label (hidden on screen below a breakpoint) and a chevron. */
export function MenuTriggerContent({ label, icon, hideLabelBelow }: Omit<MenuProps, 'items'>) {
  const labelClass = [styles.triggerLabel, hideLabelBelow && styles.hideLabelBelow[hideLabelBelow]]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {icon ? <Icon name={icon} /> : null}
      <span className={labelClass}>{label}</span>
      <Icon name="chevronDown" size="small" />
    </>
  );
}
