import type { IconName } from '../../atoms/Icon/Icon';

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
