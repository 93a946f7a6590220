// Preloaded into a server process (NODE_OPTIONS=--import <this file>; Node 20 refuses
// --cpu-prof in NODE_OPTIONS): profiles the process with V8's sampling profiler from its start
// and writes the profile to $BENCH_CPU_PROFILE_DIR when it exits. Same-thread inspector
// sessions answer synchronously, so the profile is taken inside the 'exit' handler.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.start");
  process.on("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `server-${process.pid}-${Date.now()}.cpuprofile`),
        JSON.stringify(result.profile),
      );
    });
  });
}
