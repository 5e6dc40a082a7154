import { useState } from 'react';
import { Box, Spinner } from '../../../design-system';
import { basePath } from '../../lib/basePath';
import * as styles from './LegacyFrame.css';

/** A classic page in the embedded frame, from the legacy origin (LEGACY_ORIGIN) or this server. */
export function LegacyFrame({ path, title, origin }: { path: string; title: string; origin: string | null }) {
  const [loading, setLoading] = useState(true);
  const src = `${origin ?? ''}${basePath()}Legacy${path}`;
  return (
    <Box position="relative" className={styles.frameBox}>
      {loading ? (
        <Box className={styles.spinner}>
          <Spinner />
        </Box>
      ) : null}
      <iframe key={src} className={styles.frame} src={src} title={title} onLoad={() => setLoading(false)} />
    </Box>
  );
}
