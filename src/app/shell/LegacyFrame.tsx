import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Box, Spinner, useHydrated } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import { routeOfPath } from '../../domain/routes';
import { basePath } from '../../lib/basePath';
import { listenToFrameMessages, type FrameMessage } from '../../lib/frameMessages';
import { CSRF_CHANGED_EVENT } from '../../features/session/control/SessionControl';
import { notify } from '../toasts/notify';
import { useFrameReload } from './frameReload';
import * as styles from './LegacyFrame.css';

/** What the portal posts to the classic page: the new csrf token after a session renewal. */
export const PORTAL_MESSAGE_SOURCE = 'backroom-portal';

export interface LegacyFrameProps {
  /** The classic page's path below {base}Legacy (a route of the table, or a my-store dashboard). */
  path: string;
  /** The frame's accessible name. */
  title: string;
  /** The configured legacy origin (page meta backroom:legacy-origin), null for this server. */
  origin: string | null;
}

/**
 * A classic page in the embedded frame, from the legacy origin or this server. It listens to the
 * page's messages (1-foundation.md §2 "Frame messages"), from that frame only and only from the
 * portal's or the legacy origin: a spinner while loading, a mask over the shell while the page shows a
 * modal, a message text as a toast, a redirect to a route of the table.
 */
export function LegacyFrame({ path, title, origin }: LegacyFrameProps) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { key: reloadKey } = useFrameReload();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [loading, setLoading] = useState(true);
  const [masked, setMasked] = useState(false);
  // the frame is the browser's alone: a server's render shows its spinner, the script then opens the
  // page, with its message listener already there (a page loaded before it would talk to no one)
  const hydrated = useHydrated();
  const src = `${origin ?? ''}${basePath()}Legacy${path}`;
  const frameKey = `${src}#${reloadKey}`;

  // A new page (another path, or a reload) starts loading and has no modal yet.
  const [seenKey, setSeenKey] = useState(frameKey);
  if (seenKey !== frameKey) {
    setSeenKey(frameKey);
    setLoading(true);
    setMasked(false);
  }

  useEffect(() => {
    const onMessage = (message: FrameMessage) => {
      switch (message.type) {
        case 'loading':
          setLoading(message.loading);
          break;
        case 'modalMask':
          setMasked(message.on);
          break;
        case 'hideAllMasks':
          setMasked(false);
          setLoading(false);
          break;
        case 'message':
          notify({ type: message.tone, title: t('Legacy.MessageTitle'), description: message.text });
          break;
        case 'redirect': {
          const [pathname] = message.path.split('?');
          if (routeOfPath(pathname)) navigate(message.path);
          break;
        }
      }
    };
    return listenToFrameMessages(window, {
      ownOrigin: window.location.origin,
      legacyOrigin: origin,
      source: () => frameRef.current?.contentWindow,
      onMessage,
    });
  }, [origin, navigate, t]);

  // Session renewal: the classic page gets the new csrf token.
  useEffect(() => {
    const forward = (event: Event) => {
      const token = (event as CustomEvent<{ token?: string }>).detail?.token;
      const target = frameRef.current?.contentWindow;
      if (!token || !target) return;
      target.postMessage(
        { source: PORTAL_MESSAGE_SOURCE, type: 'csrfToken', token },
        origin ?? window.location.origin,
      );
    };
    window.addEventListener(CSRF_CHANGED_EVENT, forward);
    return () => window.removeEventListener(CSRF_CHANGED_EVENT, forward);
  }, [origin]);

  return (
    <>
      {masked ? <div className={styles.mask} data-testid="frame-mask" aria-hidden="true" /> : null}
      <Box className={masked ? `${styles.frameBox} ${styles.frameBoxMasked}` : styles.frameBox}>
        {loading ? (
          <Box className={styles.spinner}>
            <Spinner label={t('Legacy.Loading')} />
          </Box>
        ) : null}
        {hydrated ? (
          <iframe
            key={frameKey}
            ref={frameRef}
            className={styles.frame}
            src={src}
            title={title}
            onLoad={() => setLoading(false)}
          />
        ) : null}
      </Box>
    </>
  );
}
