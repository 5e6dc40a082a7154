import type { BadgeTone } from '../../../../design-system';
import type { StoreBadge } from '../../../domain/storeSelection';

/** The tone of each store status badge, wherever a store is named (the list, the header). */
export const storeBadgeTone: Record<StoreBadge, BadgeTone> = {
  current: 'info',
  deactivated: 'neutral',
  suspended: 'critical',
  pending: 'caution',
};
