import { type KeyboardEvent, lazy, type MouseEvent } from 'react';
import { OnFirstUse } from '../../atoms/OnFirstUse/OnFirstUse';
import * as styles from './Menu.css';
import type { MenuItem, MenuProps } from './menuTypes';
import { MenuTriggerContent } from './MenuTriggerContent';

export type { MenuItem, MenuProps } from './menuTypes';

const loadPopup = () => import('./MenuPopup');
const MenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.MenuPopup })));

/** The keys that open a menu button (Enter and Space click it). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * A menu button (the user menu). Until it is first used it is a plain button (OnFirstUse): the
 * menu's machinery (Ark's Menu and its positioning, some 15 kB) loads then, in its own chunk, and
 * comes open with focus in it (MenuPopup). Pointing at or focusing the button fetches the chunk ahead.
 */
export function Menu(props: MenuProps) {
  return (
    <OnFirstUse<Highlight>
      idle={(use) => <MenuButton {...props} onOpen={use} />}
      loaded={(highlight) => <MenuPopup {...props} highlighted={highlightedItem(props.items, highlight)} />}
    />
  );
}

/** Opened from the keyboard, a menu button highlights its first item (its last on ArrowUp). */
type Highlight = 'first' | 'last' | null;

function highlightedItem(items: MenuItem[], highlight: Highlight): string | null {
  const enabled = items.filter((item) => !item.hidden && !item.disabled);
  const item = highlight === 'first' ? enabled[0] : highlight === 'last' ? enabled.at(-1) : undefined;
  return item?.id ?? null;
}

function MenuButton({ onOpen, items: _items, ...content }: MenuProps & { onOpen: (h: Highlight) => void }) {
  const fetchAhead = () => void loadPopup();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpen(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  // a click of no pointer (detail 0) is Enter or Space
  const onClick = (event: MouseEvent) => onOpen(event.detail === 0 ? 'first' : null);
  return (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerEnter={fetchAhead}
      onFocus={fetchAhead}
    >
      <MenuTriggerContent {...content} />
    </button>
  );
}
