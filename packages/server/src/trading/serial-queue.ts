/**
 * Runs async jobs one at a time, in the order they were queued. The trading engine is one
 * in-memory state machine: every change to it and its persistence go through one queue, so
 * the database sees events in the engine's order and a reply is sent only once they are durable.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  run<T>(job: () => Promise<T> | T): Promise<T> {
    this.#pending++;
    const result = this.#tail.then(job);
    this.#tail = result.then(
      () => this.#pending--,
      () => this.#pending--,
    );
    return result;
  }

  get pending(): number {
    return this.#pending;
  }

  /** Resolves when every job queued so far has finished. */
  async idle(): Promise<void> {
    while (this.#pending > 0) await this.#tail;
  }
}
