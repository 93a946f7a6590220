// Socket client of the breach benchmarks, run as a child process apart from the server and
// from the process that drives the quotes: it signs sockets in (one per token, as browsers
// do) and stamps every `rule:breach` message with its wall-clock receipt time. Not a benchmark
// by itself (bench/run.ts lists top-level files only).
import { SOCKET_EVENTS } from "@proparena/contracts/socket-events";
import { TRADING_EVENTS, type BreachEvent } from "@proparena/contracts/trading-events";
import { io, type Socket } from "socket.io-client";
import type { BreachReceipt, WatchReply, WatchStart } from "./breach-watch";

const sockets: Socket[] = [];
let buffered: BreachReceipt[] = [];
let flushing = false;

const reply = (message: WatchReply) => process.send!(message);

function onBreach(event: BreachEvent) {
  // Stamped first: what follows (parsing aside) is the bench's own cost, not the server's.
  const receivedAt = Date.now();
  const quoteTime = event.evidence.quote?.time ?? Date.parse(event.evidence.time);
  buffered.push({ accountId: event.accountId, rule: event.evidence.rule, quoteTime, receivedAt });
  // One IPC message per burst of socket messages, sent once the burst is read.
  if (flushing) return;
  flushing = true;
  setImmediate(() => {
    flushing = false;
    reply({ type: "breaches", receipts: buffered });
    buffered = [];
  });
}

async function signIn(base: string, token: string): Promise<Socket> {
  const socket = io(base, { transports: ["websocket"], forceNew: true, reconnection: false });
  socket.on(TRADING_EVENTS.breach, onBreach);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const answer = (await socket.emitWithAck(SOCKET_EVENTS.authenticate, { token })) as {
    userId?: string;
  };
  if (!answer.userId) throw new Error("a socket could not authenticate");
  return socket;
}

async function start({ base, tokens }: WatchStart) {
  const started = performance.now();
  // A hundred at a time: thousands of handshakes at once would time out on two cores.
  for (let i = 0; i < tokens.length; i += 100) {
    sockets.push(...(await Promise.all(tokens.slice(i, i + 100).map((t) => signIn(base, t)))));
  }
  return { type: "ready" as const, sockets: sockets.length, ms: performance.now() - started };
}

if (process.send) {
  process.once("message", (message: WatchStart) => {
    start(message).then(reply, (error: unknown) => reply({ type: "error", error: String(error) }));
  });
  process.on("disconnect", () => {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  });
}
