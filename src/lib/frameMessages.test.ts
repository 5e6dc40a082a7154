import { describe, expect, it, vi } from 'vitest';
import {
  FRAME_MESSAGE_SOURCE,
  isAcceptedFrameOrigin,
  listenToFrameMessages,
  parseFrameMessage,
} from './frameMessages';

const msg = (data: Record<string, unknown>) => ({ source: FRAME_MESSAGE_SOURCE, ...data });

describe('1-foundation §2 frame messages: parsing', () => {
  it('reads the loading flag, the modal mask, hide all masks, a message text and a redirect', () => {
    expect(parseFrameMessage(msg({ type: 'loading', loading: true }))).toEqual({
      type: 'loading',
      loading: true,
    });
    expect(parseFrameMessage(msg({ type: 'modalMask', on: false }))).toEqual({
      type: 'modalMask',
      on: false,
    });
    expect(parseFrameMessage(msg({ type: 'hideAllMasks' }))).toEqual({ type: 'hideAllMasks' });
    expect(parseFrameMessage(msg({ type: 'message', text: ' Saved ', tone: 'success' }))).toEqual({
      type: 'message',
      text: 'Saved',
      tone: 'success',
    });
    expect(parseFrameMessage(msg({ type: 'redirect', path: '/menu/discounts/4' }))).toEqual({
      type: 'redirect',
      path: '/menu/discounts/4',
    });
  });

  it('refuses anything malformed', () => {
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseFrameMessage('loading')).toBeNull();
    expect(parseFrameMessage({ type: 'loading', loading: true })).toBeNull(); // no source
    expect(parseFrameMessage(msg({ type: 'loading', loading: 'yes' }))).toBeNull();
    expect(parseFrameMessage(msg({ type: 'modalMask' }))).toBeNull();
    expect(parseFrameMessage(msg({ type: 'message', text: '   ' }))).toBeNull();
    expect(parseFrameMessage(msg({ type: 'unknown' }))).toBeNull();
  });

  it('an unknown tone is info; long texts are cut', () => {
    expect(parseFrameMessage(msg({ type: 'message', text: 'x', tone: 'loud' }))).toMatchObject({
      tone: 'info',
    });
    const long = parseFrameMessage(msg({ type: 'message', text: 'a'.repeat(2000) }));
    expect(long?.type === 'message' && long.text.length).toBe(500);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    'javascript:alert(1)',
    'menu/discounts',
    '/a\\b',
    '/a b',
  ])('a redirect must be a portal path (%s is not)', (path) => {
    expect(parseFrameMessage(msg({ type: 'redirect', path }))).toBeNull();
  });
});

describe('1-foundation §2 frame messages: accepted only from the same origin or the legacy origin', () => {
  const own = 'https://portal.example';
  it('the portal origin', () => {
    expect(isAcceptedFrameOrigin(own, own, null)).toBe(true);
  });
  it('the configured legacy origin (given as a URL or an origin)', () => {
    expect(isAcceptedFrameOrigin('https://legacy.example', own, 'https://legacy.example')).toBe(true);
    expect(isAcceptedFrameOrigin('https://legacy.example', own, 'https://legacy.example/app/')).toBe(true);
  });
  it('any other origin, or an opaque one, is not', () => {
    expect(isAcceptedFrameOrigin('https://evil.example', own, 'https://legacy.example')).toBe(false);
    expect(isAcceptedFrameOrigin('https://evil.example', own, null)).toBe(false);
    expect(isAcceptedFrameOrigin('null', own, null)).toBe(false);
    expect(isAcceptedFrameOrigin('', own, null)).toBe(false);
  });

  it('the listener hands on only accepted, well-formed messages from the expected window', () => {
    const onMessage = vi.fn();
    const frameWindow = {} as Window;
    const stop = listenToFrameMessages(window, {
      ownOrigin: own,
      legacyOrigin: null,
      source: () => frameWindow,
      onMessage,
    });
    const send = (data: unknown, origin: string, source: Window | null) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    send(msg({ type: 'hideAllMasks' }), 'https://evil.example', frameWindow);
    send(msg({ type: 'hideAllMasks' }), own, window);
    send({ type: 'hideAllMasks' }, own, frameWindow);
    expect(onMessage).not.toHaveBeenCalled();
    send(msg({ type: 'hideAllMasks' }), own, frameWindow);
    expect(onMessage).toHaveBeenCalledWith({ type: 'hideAllMasks' });
    stop();
    send(msg({ type: 'hideAllMasks' }), own, frameWindow);
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
