/**
 * Work done after the answer has gone out (the e-mails of account recovery), so that how long a call
 * takes does not tell whether the account exists. Failures are logged, never thrown at the caller.
 */
export interface Background {
  /** Starts a task after the current request's answer; `label` names it in the log. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has ended (shutdown, tests). */
  settled(): Promise<void>;
}

export function backgroundTasks(): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => {
          console.error(
            `backroom: ${label} failed: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`,
          );
        })
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
