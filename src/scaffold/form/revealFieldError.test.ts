import { afterEach, describe, expect, it } from 'vitest';
import { recordScrollsIntoView } from '../../../test/scrolling';
import { revealFocusedFieldError } from './revealFieldError';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('revealFocusedFieldError', () => {
  let recorder: ReturnType<typeof recordScrollsIntoView>;
  afterEach(() => {
    document.body.replaceChildren();
    recorder.restore();
  });

  function focusedField(describedBy: string) {
    document.body.innerHTML = `<input aria-describedby="${describedBy}"><p id="help">Four to six digits</p><p id="err">That PIN is in use</p>`;
    (document.querySelector('input') as HTMLInputElement).focus();
  }

  it('scrolls the focused field’s error, the last thing describing it, into view once rendered', async () => {
    recorder = recordScrollsIntoView();
    focusedField('help err');
    revealFocusedFieldError();
    expect(recorder.scrolled).toEqual([]);
    await nextFrame();
    expect(recorder.scrolled).toEqual([document.getElementById('err')]);
    expect(recorder.options).toEqual([{ block: 'nearest' }]);
  });

  it('scrolls nothing when the focused element has no description', async () => {
    recorder = recordScrollsIntoView();
    document.body.innerHTML = '<button>Save</button>';
    (document.querySelector('button') as HTMLButtonElement).focus();
    revealFocusedFieldError();
    await nextFrame();
    expect(recorder.scrolled).toEqual([]);
  });
});
