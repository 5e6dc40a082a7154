import type { AccessContext } from '../domain/access/context';

/** What every screen of the route registry gets from the shell. */
export interface ScreenProps {
  /** Who is looking (role, merchant, flags): what the screen may show or change. */
  ctx: AccessContext;
  /** The portal path, its parameters filled in (/menu/discounts/12). */
  path: string;
}
