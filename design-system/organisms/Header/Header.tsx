import type { ReactNode } from 'react';
import { useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The section title, shown only below the large breakpoint. */
  title?: string;
  /** The brand logo (an image with its alt text, or a link around it). */
  logo?: ReactNode;
  /** Shows the hamburger (below the large breakpoint) that opens the side menu drawer. */
  onMenuClick?: () => void;
  /** Whether the side menu drawer is open (aria-expanded of the hamburger). */
  menuOpen?: boolean;
  /** The id of the element the hamburger opens (aria-controls). */
  menuControlsId?: string;
  /** Buttons at the end of the bar (merchant, store). */
  actions?: ReactNode;
  /** The user menu, last in the bar. */
  userMenu?: ReactNode;
}

/** The portal's top bar (banner landmark), 64px high. */
export function Header({
  title,
  logo,
  onMenuClick,
  menuOpen,
  menuControlsId,
  actions,
  userMenu,
}: HeaderProps) {
  const labels = useLabels();
  return (
    <header className={styles.header}>
      {onMenuClick ? (
        <span className={styles.menuButton}>
          <IconButton
            label={labels.openMenu}
            icon="menu"
            variant="ghost"
            aria-expanded={menuOpen ?? false}
            aria-controls={menuOpen ? menuControlsId : undefined}
            aria-haspopup="dialog"
            onClick={() => onMenuClick()}
          />
        </span>
      ) : null}
      {logo ? <span className={styles.logo}>{logo}</span> : null}
      {title ? <span className={styles.title}>{title}</span> : null}
      <span className={styles.spacer} />
      {actions || userMenu ? (
        <span className={styles.actions}>
          {actions}
          {userMenu}
        </span>
      ) : null}
    </header>
  );
}
