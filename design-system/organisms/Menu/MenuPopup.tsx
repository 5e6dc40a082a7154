import { MenuContent, MenuItem, MenuPositioner, MenuRoot, MenuTrigger } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useBrand } from '../../DesignSystemProvider';
import { Icon } from '../../atoms/Icon/Icon';
import type { MenuProps } from './menuTypes';
import * as styles from './Menu.css';
import { MenuTriggerContent } from './MenuTriggerContent';

/**
 * The menu itself, on Ark's Menu (arrow keys, typeahead, Escape and focus return to its trigger):
 * its own chunk, mounted open the first time the menu button is used (Menu.tsx).
 */
export function MenuPopup({ items, highlighted, ...trigger }: MenuProps & { highlighted: string | null }) {
  const brand = useBrand();
  return (
    <MenuRoot
      defaultOpen
      defaultHighlightedValue={highlighted}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 4, strategy: 'fixed' }}
    >
      <MenuTrigger className={styles.trigger}>
        <MenuTriggerContent {...trigger} />
      </MenuTrigger>
      {/* Not portalled: the open menu stays inside its landmark (the header), as axe's region rule asks;
          fixed positioning keeps it clear of the header's clipping. */}
      <Portal disabled>
        <MenuPositioner data-brand={brand}>
          <MenuContent className={styles.content}>
            {items
              .filter((item) => !item.hidden)
              .map((item) => (
                <MenuItem
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
                </MenuItem>
              ))}
          </MenuContent>
        </MenuPositioner>
      </Portal>
    </MenuRoot>
  );
}
