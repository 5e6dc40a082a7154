import { Menu as ArkMenu } from '@ark-ui/react/menu';
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
    <ArkMenu.Root
      defaultOpen
      defaultHighlightedValue={highlighted}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 4, strategy: 'fixed' }}
    >
      <ArkMenu.Trigger className={styles.trigger}>
        <MenuTriggerContent {...trigger} />
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
