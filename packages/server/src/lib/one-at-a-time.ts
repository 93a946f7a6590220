/**
 * One run of `work` at a time: `run()` starts one, or joins the one going (so `work` should
 * loop until nothing is left to do); `idle()` resolves once no run is going.
 */
export function oneAtATime(work: () => Promise<void>) {
  let running: Promise<void> | null = null;
  return {
    run(): Promise<void> {
      running ??= work().finally(() => {
        running = null;
      });
      return running;
    },
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
