import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealFocusedFieldError } from './revealFieldError';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('revealFocusedFieldError', () => {
  // jsdom has no scrollIntoView: each test lends one and takes it back
  afterEach(() => {
    document.body.replaceChildren();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  function focusedField(describedBy: string) {
    document.body.innerHTML = `<input aria-describedby="${describedBy}"><p id="help">Four to six digits</p><p id="err">That PIN is in use</p>`;
    (document.querySelector('input') as HTMLInputElement).focus();
  }

  it('scrolls the focused field’s error, the last thing describing it, into view once rendered', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    focusedField('help err');
    revealFocusedFieldError();
    expect(scrolled).toEqual([]);
    await nextFrame();
    expect(scrolled).toEqual([document.getElementById('err')]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
  });

  it('scrolls nothing when the focused element has no description', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    document.body.innerHTML = '<button>Save</button>';
    (document.querySelector('button') as HTMLButtonElement).focus();
    revealFocusedFieldError();
    await nextFrame();
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
