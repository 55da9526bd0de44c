/**
 * Work a request starts but does not wait for (sending a confirmation SMS). Tracked so that
 * shutdown, and tests, can wait until it is done; failures are the task's own business.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  run(task: () => Promise<unknown>): void {
    const p = task()
      .catch(() => {})
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Resolves when every task started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
