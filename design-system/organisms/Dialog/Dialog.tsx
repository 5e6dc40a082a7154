import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogDescription,
  DialogPositioner,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { CSSProperties, KeyboardEvent, ReactElement, ReactNode } from 'react';
import { useBrand, useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];
export const dialogRoles = ['dialog', 'alertdialog'] as const;

export interface DialogRootProps {
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'alertdialog' for confirmations that need an answer. */
  role?: (typeof dialogRoles)[number];
  /** Close on a click or focus outside (default true). */
  closeOnInteractOutside?: boolean;
  /** Close on Escape (default true). */
  closeOnEscape?: boolean;
  /** The element focused on open (default: the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  /** The element focused on close (default: the element that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  /** Accessible name when there is no Dialog.Title. */
  'aria-label'?: string;
  /** Mount the content only when first opened (default true). */
  lazyMount?: boolean;
  /** Unmount the content when closed (default true). */
  unmountOnExit?: boolean;
  children: ReactNode;
}

function Root({ onOpenChange, lazyMount = true, unmountOnExit = true, children, ...rest }: DialogRootProps) {
  return (
    <DialogRoot
      {...rest}
      lazyMount={lazyMount}
      unmountOnExit={unmountOnExit}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
    >
      {children}
    </DialogRoot>
  );
}

/** Wraps one element (a Button) that opens the dialog. */
function Trigger({ children }: { children: ReactElement }) {
  return <DialogTrigger asChild>{children}</DialogTrigger>;
}

export interface DialogContentProps {
  size?: DialogSize;
  /** An exact width (e.g. '764px'), capped by the viewport; overrides size. */
  width?: `${number}px` | `${number}rem`;
  /** A call is running inside (aria-busy). */
  busy?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/** Sets the width variable (`var(--name)` → `--name`) for an exact width. */
function widthStyle(width: string): CSSProperties {
  return { [styles.width.slice(4, -1)]: width } as CSSProperties;
}

/** The dialog panel, with its backdrop, in a portal. Full-screen on phones. */
function Content({ size = 'medium', width, busy, onKeyDown, children }: DialogContentProps) {
  const brand = useBrand();
  return (
    <Portal>
      <DialogBackdrop className={styles.backdrop} data-brand={brand} />
      <DialogPositioner className={styles.positioner} data-brand={brand}>
        <DialogContent
          className={`${styles.content} ${styles.size[size]}`}
          style={width ? widthStyle(width) : undefined}
          aria-busy={busy || undefined}
          onKeyDown={onKeyDown}
        >
          {children}
        </DialogContent>
      </DialogPositioner>
    </Portal>
  );
}

function Title({ children }: { children: ReactNode }) {
  return <DialogTitle className={styles.title}>{children}</DialogTitle>;
}

function Description({ children }: { children: ReactNode }) {
  return <DialogDescription className={styles.description}>{children}</DialogDescription>;
}

/** The scrolling middle of the dialog. */
function Body({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** The actions row: buttons end-aligned, stacked on phones. */
function Footer({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** The close (×) button in the top corner, named by the "close" label. */
function CloseButton({ disabled = false }: { disabled?: boolean }) {
  const labels = useLabels();
  return (
    <span className={styles.closeButton}>
      <DialogCloseTrigger asChild>
        <IconButton label={labels.close} icon="close" variant="ghost" disabled={disabled} />
      </DialogCloseTrigger>
    </span>
  );
}

/** Wraps any element that should close the dialog (a Cancel button). */
function CloseTrigger({ children }: { children: ReactElement }) {
  return <DialogCloseTrigger asChild>{children}</DialogCloseTrigger>;
}

/**
 * A modal dialog on Ark's Dialog: focus trap, Escape, outside click, scroll lock and labelling
 * come from Ark.
 */
export const Dialog = { Root, Trigger, Content, Title, Description, Body, Footer, CloseButton, CloseTrigger };
