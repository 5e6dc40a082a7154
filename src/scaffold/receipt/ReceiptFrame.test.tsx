import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReceiptFrame } from './ReceiptFrame';
import { renderDs } from '../../../test/DsWrapper';
import { LazyReceiptFrame } from './LazyReceiptFrame';
import { sanitiseReceipt } from './sanitiseReceipt';

describe('the receipt frame of the scaffolding', () => {
  it('shows the receipt sanitised in a sandboxed, named frame', () => {
    render(
      <ReceiptFrame
        title="Receipt preview"
        height="12rem"
        html={
          '<div class="receipt"><h1>Harbor Downtown</h1></div><script>alert(1)</script><img src=x onerror="alert(1)">'
        }
      />,
    );
    const frame = screen.getByTitle('Receipt preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('<h1>Harbor Downtown</h1>');
    expect(doc).not.toContain('<script');
    expect(doc).not.toContain('onerror');
    expect(frame).toHaveStyle({ height: '12rem' });
    // (axe cannot reach into a frame under jsdom: the e2e spec checks the preview dialog with axe)
  });

  it("keeps the receipt's own style", () => {
    expect(sanitiseReceipt('<style>.receipt{color:#111}</style><div class="receipt">x</div>')).toContain(
      '.receipt{color:#111}',
    );
  });
});

describe('the lazy receipt frame of the scaffolding', () => {
  it('names its wait with a spinner, then shows the receipt sanitised as the frame does', async () => {
    renderDs(
      <LazyReceiptFrame
        title="Receipt preview"
        loadingLabel="Loading the preview"
        html={'<div class="receipt"><h1>Harbor Downtown</h1></div><script>alert(1)</script>'}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the preview');
    const frame = await screen.findByTitle('Receipt preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Harbor Downtown</h1>');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
  });
});
