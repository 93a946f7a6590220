// A worker thread's entry (history-paths.ts): the simulated market's minute paths for the
// requests in workerData, sent back with their columns transferred, not copied.
import { parentPort, workerData } from "node:worker_threads";
import { simulateMinutes, type MinutePath } from "@proparena/domain/market/market-history";
import type { PathRequest } from "./history-paths";

const paths = (workerData as PathRequest[]).map((request) => simulateMinutes(request));
const columns = (path: MinutePath) =>
  [path.time, path.open, path.high, path.low, path.close, path.halfSpread, path.ticks].map(
    (column) => column.buffer as ArrayBuffer,
  );
parentPort!.postMessage(
  paths,
  paths.flatMap((path) => (path ? columns(path) : [])),
);
