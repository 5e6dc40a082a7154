import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useState } from 'react';
import type { IconName } from '../../atoms/Icon/Icon';
import * as styles from './Menu.css';
import { MenuTriggerContent } from './MenuTriggerContent';

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

const loadPopup = () => import('./MenuPopup');
const MenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.MenuPopup })));

/** The keys that open a menu button (Enter and Space click it). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A menu button (the user menu). Until it is first used it is a plain button: the menu's machinery
 * (Ark's Menu and its positioning, some 15 kB) loads then, in its own chunk, and comes open with
 * focus in it (MenuPopup), so a page's start does not pay for a menu nobody opened. Pointing at or
 * focusing the button fetches the chunk ahead.
 */
export function Menu(props: MenuProps) {
  // opened from the keyboard: which item to highlight, as a menu button does (first, or last on ArrowUp)
  const [opened, setOpened] = useState<{ highlight: 'first' | 'last' | null } | null>(null);
  if (opened) {
    const visible = props.items.filter((item) => !item.hidden && !item.disabled);
    const item =
      opened.highlight === 'first' ? visible[0] : opened.highlight === 'last' ? visible.at(-1) : null;
    return (
      <Suspense fallback={<MenuButton {...props} />}>
        <MenuPopup {...props} highlighted={item?.id ?? null} />
      </Suspense>
    );
  }
  return <MenuButton {...props} onOpen={(highlight) => setOpened({ highlight })} />;
}

type OnOpen = (highlight: 'first' | 'last' | null) => void;

function MenuButton({ onOpen, items: _items, ...content }: MenuProps & { onOpen?: OnOpen }) {
  const fetchAhead = () => void loadPopup();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen?.(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  // a click of no pointer (detail 0) is Enter or Space
  const onClick = (event: MouseEvent) => onOpen?.(event.detail === 0 ? 'first' : null);
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={onOpen ? undefined : true}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={fetchAhead}
      onFocus={fetchAhead}
    >
      <MenuTriggerContent {...content} />
    </button>
  );
}
