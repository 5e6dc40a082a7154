import type { ComponentType } from 'react';
import type { AccessContext } from '../domain/access/context';

/** What every screen of the route registry gets from the shell. */
export interface ScreenProps {
  /** Who is looking (role, merchant, flags): what the screen may show or change. */
  ctx: AccessContext;
  /** The portal path, its parameters filled in (/menu/discounts/12). */
  path: string;
}

/**
 * The shell's store selection as a screen opens it (a store-view screen's "Change store"), given by
 * the route registry (src/app/routes/screens.ts withStoreChooser): features do not import each other.
 */
export type StoreChooser = ComponentType<{ onClose: () => void }>;
