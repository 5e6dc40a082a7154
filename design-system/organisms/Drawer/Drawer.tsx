import {
  DialogBackdrop,
  DialogCloseTrigger,
  DialogContent,
  DialogDescription,
  DialogPositioner,
  DialogTitle,
} from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { useBrand, useLabels } from '../../DesignSystemProvider';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { Dialog, type DialogRootProps } from '../Dialog/Dialog';
import * as styles from './Drawer.css';

export const drawerPlacements = ['left', 'right'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export type DrawerRootProps = DialogRootProps;

export interface DrawerContentProps {
  /** The side the sheet comes from (default left). */
  placement?: DrawerPlacement;
  /** Width of the sheet (default the theme's drawer width, 240px), capped by the viewport. */
  width?: `${number}px` | `${number}rem`;
  children: ReactNode;
}

function Content({ placement = 'left', width, children }: DrawerContentProps) {
  const brand = useBrand();
  const style = width ? ({ [styles.width.slice(4, -1)]: width } as CSSProperties) : undefined;
  return (
    <Portal>
      <DialogBackdrop className={styles.backdrop} data-brand={brand} />
      <DialogPositioner className={`${styles.positioner} ${styles.placement[placement]}`} data-brand={brand}>
        <DialogContent
          className={`${styles.content} ${styles.contentPlacement[placement]}`}
          data-placement={placement}
          style={style}
        >
          {children}
        </DialogContent>
      </DialogPositioner>
    </Portal>
  );
}

/** The top row of the sheet: a Title and a CloseButton side by side. */
function Header({ children }: { children: ReactNode }) {
  return <div className={styles.header}>{children}</div>;
}

function Title({ children }: { children: ReactNode }) {
  return <DialogTitle className={styles.title}>{children}</DialogTitle>;
}

function Description({ children }: { children: ReactNode }) {
  return <DialogDescription className={styles.description}>{children}</DialogDescription>;
}

/** The scrolling middle of the sheet. */
function Body({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

function Footer({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** The close (×) button; `label` defaults to the "close" label. */
function CloseButton({ label }: { label?: string }) {
  const labels = useLabels();
  return (
    <DialogCloseTrigger asChild>
      <IconButton label={label ?? labels.close} icon="close" variant="ghost" />
    </DialogCloseTrigger>
  );
}

function CloseTrigger({ children }: { children: ReactElement }) {
  return <DialogCloseTrigger asChild>{children}</DialogCloseTrigger>;
}

/**
 * A side sheet on Ark's Dialog (focus trap, Escape, backdrop click), sliding in from the left or
 * right. Root takes the same props as Dialog.Root.
 */
export const Drawer = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content,
  Header,
  Title,
  Description,
  Body,
  Footer,
  CloseButton,
  CloseTrigger,
};
