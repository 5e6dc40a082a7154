import type { Lru } from '../cache/lru';
import type { AccessContext } from '../../src/domain/access/context';
import type { FeatureFlags } from '../../src/domain/featureFlags';
import type { PortalData } from '../../src/domain/portalData';
import type { RoleFlags, SilverRoleName } from '../../src/domain/roles';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import type { Background } from './background';

/** Something the user must do before using the portal: accept a licence or change the password. */
export type PendingAction = 'licence' | 'password';

/** What every handler may know about the caller: the session's user, role flags, merchant and store. */
export interface Scope {
  sessionHash: string;
  csrfToken: string;
  userId: number;
  username: string;
  fullName: string;
  membershipUserId: string;
  posUserId: number;
  silverRole: SilverRoleName | null;
  flags: RoleFlags;
  isAccountManager: boolean;
  /** The user's own merchant (null for provider staff). */
  homeMerchantId: number | null;
  /** The merchant and store the session works on; every query is filtered by them. */
  merchantId: number | null;
  storeId: number | null;
  timeoutMinutes: number;
  /** The licence the user has still to accept (users.pending_eula_id). */
  pendingEulaId: number | null;
  mustChangePassword: boolean;
  /** While set, requireSession() refuses every endpoint that does not allow pending accounts. */
  pending: PendingAction | null;
  /** The data version of the session's merchant (merchants.data_version): keys the session-context cache. */
  merchantVersion: number | null;
}

export interface Deps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  /** Work after the answer (recovery e-mails). */
  background: Background;
  /** The session contexts last built (portal data, access context): see auth/sessionContext. */
  contextCache: SessionContextStore;
  /** Figures' answers kept by the versions of what they count (server/routes/keptFigures.ts). */
  figuresCache: Lru<unknown>;
  /** Asks this server itself, with every check a browser's request passes (server/routes/pageStartup.ts). */
  ownRequest: (request: Request) => Promise<Response>;
}

/** What a session is: its portal data, its access context and its merchant's feature flags. */
export interface SessionContext {
  data: PortalData;
  ctx: AccessContext;
  featureFlags: FeatureFlags;
}

/** Where session contexts are kept between requests (auth/sessionContext's SessionContextCache). */
export interface SessionContextStore {
  get(key: string): SessionContext | undefined;
  set(key: string, value: SessionContext): void;
}

/** What an endpoint behind route access knows: the session, its context, its merchant and store. */
export interface RouteAccess {
  scope: Scope;
  ctx: AccessContext;
  data: PortalData;
  merchantId: number;
  /** The session's store, or null in a company view (never null for a store user). */
  storeId: number | null;
}

export interface AppEnv {
  /** `access` is set by requireRoute (auth/routeAccess.ts). */
  Variables: { deps: Deps; scope: Scope; access: RouteAccess };
}
