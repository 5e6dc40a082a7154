/**
 * The Debian chromium every browser run uses (the e2e journeys, Lighthouse, the CSV import bench), and
 * the flags that keep it quiet: no sandbox (containers), no GPU, no background traffic, updates or
 * sync that would add requests or tasks to what is measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
