import { afterEach, beforeEach } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * The files a test's page hands to the browser (a download link's click): jsdom has no object URLs,
 * so the blobs are kept here to read. Call at the top of a test file or describe block; the list is
 * emptied before each test.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const onClick = (event: MouseEvent) => {
    const link = event.target as HTMLAnchorElement;
    if (!link.download) return;
    saved.push({ name: link.download, blob: blobs.get(link.href) as Blob });
    event.preventDefault();
  };
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    document.addEventListener('click', onClick);
  });
  afterEach(() => document.removeEventListener('click', onClick));
  return saved;
}
