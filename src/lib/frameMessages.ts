/**
 * Messages the classic pages in the embedded frame post to the portal (1-foundation.md §2 "Frame
 * messages"): a loading flag, the modal mask on or off, hide all masks, a message text and a redirect.
 * Each is a plain object `{ source: 'backroom-legacy', type, … }`; anything else is ignored, and so is
 * a message from an origin other than the portal's own or the configured legacy origin.
 */
export const FRAME_MESSAGE_SOURCE = 'backroom-legacy';

export type FrameMessage =
  | { type: 'loading'; loading: boolean }
  | { type: 'modalMask'; on: boolean }
  | { type: 'hideAllMasks' }
  | { type: 'message'; text: string; tone: FrameMessageTone }
  | { type: 'redirect'; path: string };

export const frameMessageTones = ['info', 'success', 'warning', 'error'] as const;
export type FrameMessageTone = (typeof frameMessageTones)[number];

/** Longest message text the portal shows (a toast, not a page). */
export const MAX_MESSAGE_LENGTH = 500;
const MAX_PATH_LENGTH = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a posted value; null when it is not a well-formed frame message. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || data.source !== FRAME_MESSAGE_SOURCE) return null;
  switch (data.type) {
    case 'loading':
      return typeof data.loading === 'boolean' ? { type: 'loading', loading: data.loading } : null;
    case 'modalMask':
      return typeof data.on === 'boolean' ? { type: 'modalMask', on: data.on } : null;
    case 'hideAllMasks':
      return { type: 'hideAllMasks' };
    case 'message': {
      if (typeof data.text !== 'string') return null;
      const text = data.text.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (!text) return null;
      const tone = (frameMessageTones as readonly unknown[]).includes(data.tone)
        ? (data.tone as FrameMessageTone)
        : 'info';
      return { type: 'message', text, tone };
    }
    case 'redirect': {
      if (typeof data.path !== 'string' || data.path.length > MAX_PATH_LENGTH) return null;
      // A portal path: one leading slash, no scheme, no protocol-relative "//host", no backslashes.
      if (!/^\/(?!\/)[A-Za-z0-9/_\-.]*(\?[A-Za-z0-9=&_\-.%]*)?$/.test(data.path)) return null;
      return { type: 'redirect', path: data.path };
    }
    default:
      return null;
  }
}

/** The origin of a URL, or null when it is not one. */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Accepted only from the portal's own origin or the configured legacy origin. */
export function isAcceptedFrameOrigin(
  origin: string,
  ownOrigin: string,
  legacyOrigin: string | null,
): boolean {
  if (!origin || origin === 'null') return false;
  return origin === ownOrigin || (legacyOrigin !== null && origin === originOf(legacyOrigin));
}

export interface FrameMessageListenerOptions {
  /** The portal's origin (window.location.origin). */
  ownOrigin: string;
  /** The configured legacy origin (page meta backroom:legacy-origin), if any. */
  legacyOrigin: string | null;
  /** Only messages from this window (the frame's contentWindow) count, when given. */
  source?: () => MessageEventSource | null | undefined;
  onMessage: (message: FrameMessage) => void;
}

/** Listens on a window for frame messages; returns the unsubscribe function. */
export function listenToFrameMessages(target: Window, options: FrameMessageListenerOptions): () => void {
  const handler = (event: MessageEvent) => {
    if (!isAcceptedFrameOrigin(event.origin, options.ownOrigin, options.legacyOrigin)) return;
    const expected = options.source?.();
    if (expected && event.source !== expected) return;
    const message = parseFrameMessage(event.data);
    if (message) options.onMessage(message);
  };
  target.addEventListener('message', handler);
  return () => target.removeEventListener('message', handler);
}
