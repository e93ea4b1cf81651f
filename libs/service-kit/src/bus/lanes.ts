/**
 * Work in lanes: tasks of one lane (one person's events) run one after another in the order they
 * were added, tasks of different lanes side by side, at most `atOnce` running in all. Used where
 * events are handled or published: a person's events keep their order, and many people's events do
 * not wait on each other.
 */
export interface Lanes {
  /** Queues `task` behind the lane's earlier ones; resolves once it may be followed by another add (fewer than `atOnce` queued). */
  add(lane: string, task: () => Promise<void>): Promise<void>;
  /** Resolves once every queued task has settled. */
  idle(): Promise<void>;
}

/** `onError` receives a task's rejection (tasks are expected to settle their own failures). */
export function createLanes(atOnce: number, onError: (err: unknown) => void): Lanes {
  const tails = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();
  return {
    async add(lane, task) {
      while (pending.size >= atOnce) await Promise.race(pending);
      const previous = tails.get(lane) ?? Promise.resolve();
      const queued: Promise<void> = previous.then(task).catch(onError);
      tails.set(lane, queued);
      pending.add(queued);
      void queued.finally(() => {
        pending.delete(queued);
        if (tails.get(lane) === queued) tails.delete(lane);
      });
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
