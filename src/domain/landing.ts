/**
 * The portal's landing route (1-foundation.md §2): where the portal's root leads a user who may see
 * My store (the shell's redirect), and the screen a portal page loads ahead of its first render
 * (src/app/routes/screens.ts, the entry's start-up reads, the build's preloads).
 */
export const LANDING_PATH = '/mystore';
