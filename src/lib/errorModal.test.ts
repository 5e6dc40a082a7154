import { describe, expect, it } from 'vitest';
import { dismissErrorModal, errorModalContent, errorModalStore, showErrorModal } from './errorModal';

describe('1-foundation §5, §8: the error modal', () => {
  it('is shown only if it has a message that is not the string "undefined", or a title', () => {
    expect(errorModalContent({ message: 'undefined' })).toBeNull();
    expect(errorModalContent({ message: '' })).toBeNull();
    expect(errorModalContent({})).toBeNull();
    expect(errorModalContent({ title: '500', message: 'undefined' })).toEqual({
      title: '500',
      message: null,
    });
    expect(errorModalContent({ message: 'Store not found' })).toEqual({
      title: null,
      message: 'Store not found',
    });
  });

  it('decodes HTML entities of its text', () => {
    expect(errorModalContent({ title: 'Error &amp; more', message: 'Can&#39;t save &lt;store&gt;' })).toEqual(
      {
        title: 'Error & more',
        message: "Can't save <store>",
      },
    );
  });

  it('queues errors and shows them one at a time', () => {
    expect(showErrorModal({ message: 'undefined' })).toBe(false);
    expect(showErrorModal({ message: 'first' })).toBe(true);
    showErrorModal({ message: 'second' });
    const first = errorModalStore.current();
    expect(first?.message).toBe('first');
    dismissErrorModal(first?.id ?? 0);
    expect(errorModalStore.current()?.message).toBe('second');
    dismissErrorModal(errorModalStore.current()?.id ?? 0);
    expect(errorModalStore.current()).toBeNull();
  });
});
