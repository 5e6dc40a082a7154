/** The time and the repeating timers of the session control; tests hand in one they move by hand. */
export interface SessionTimer {
  now(): number;
  /** Calls `fn` every `ms` milliseconds until the returned function is called. */
  every(ms: number, fn: () => void): () => void;
}

export const systemTimer: SessionTimer = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

/** A timer that moves only when told to (tests): `advance(ms)` fires every interval that falls due. */
export function manualTimer(start = Date.now()) {
  let time = start;
  let nextId = 0;
  const timers = new Map<number, { ms: number; due: number; fn: () => void }>();
  return {
    now: () => time,
    every(ms: number, fn: () => void) {
      const id = nextId++;
      timers.set(id, { ms, due: time + ms, fn });
      return () => {
        timers.delete(id);
      };
    },
    /** Moves the time forward, firing the intervals in order of their due time. */
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        let next: { id: number; due: number } | null = null;
        for (const [id, t] of timers)
          if (t.due <= end && (!next || t.due < next.due)) next = { id, due: t.due };
        if (!next) break;
        const timer = timers.get(next.id)!;
        time = timer.due;
        timer.due += timer.ms;
        timer.fn();
      }
      time = end;
    },
  };
}
