import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useBrand } from '../../DesignSystemProvider';
import { Icon, type IconName } from '../../atoms/Icon/Icon';
import * as styles from './Menu.css';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  onSelect: () => void;
  /** Left out of the menu (an action the user may not use). */
  hidden?: boolean;
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger's text and accessible name (the user's name, "Account"...). */
  label: string;
  /** An icon before the label (e.g. 'user'). */
  icon?: IconName;
  /** Below this breakpoint the label is hidden on screen (still read); 'always' keeps only the icon. */
  hideLabelBelow?: 'tablet' | 'large' | 'always';
  items: MenuItem[];
}

/** A menu button (the user menu) on Ark's Menu: arrow keys, typeahead, Escape and focus return. */
export function Menu({ label, icon, hideLabelBelow, items }: MenuProps) {
  const brand = useBrand();
  const labelClass = [styles.triggerLabel, hideLabelBelow && styles.hideLabelBelow[hideLabelBelow]]
    .filter(Boolean)
    .join(' ');
  return (
    <ArkMenu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 4, strategy: 'fixed' }}
    >
      <ArkMenu.Trigger className={styles.trigger}>
        {icon ? <Icon name={icon} /> : null}
        <span className={labelClass}>{label}</span>
        <Icon name="chevronDown" size="small" />
      </ArkMenu.Trigger>
      {/* Not portalled: the open menu stays inside its landmark (the header), as axe's region rule asks;
          fixed positioning keeps it clear of the header's clipping. */}
      <Portal disabled>
        <ArkMenu.Positioner data-brand={brand}>
          <ArkMenu.Content className={styles.content}>
            {items
              .filter((item) => !item.hidden)
              .map((item) => (
                <ArkMenu.Item
                  key={item.id}
                  value={item.id}
                  disabled={item.disabled}
                  className={styles.item}
                  onSelect={() => item.onSelect()}
                >
                  {item.icon ? (
                    <span className={styles.itemIcon}>
                      <Icon name={item.icon} />
                    </span>
                  ) : null}
                  {item.label}
                </ArkMenu.Item>
              ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
