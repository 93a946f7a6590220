// Long work on the event loop cut into slices: a turn (setImmediate) once a slice has run its
// time, so requests, ticks and socket messages are served between slices.
import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * A function to await between units of long work: it yields a turn of the event loop once
 * `sliceMs` have passed since the last turn it yielded (or since it was made), else goes on.
 */
export function timeSlices(sliceMs: number): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
