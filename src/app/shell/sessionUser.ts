import type { PortalData } from '../../domain/portalData';

export interface SessionUser {
  username: string;
  membershipUserId: string;
  posUserId: number | null;
}

/** The signed-in user for Change Password and the renew-session modal, from the portal data. */
export function sessionUserOf(data: PortalData): SessionUser {
  return { username: data.userName, membershipUserId: data.membershipUserId, posUserId: data.posUserId };
}
