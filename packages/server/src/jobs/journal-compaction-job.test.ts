import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskCheckpoint, deskSnapshot } from "../db/schema";
import { startTradingTestServer, type TestServer } from "../test/test-server";
import { runDue } from "./job-runner";
import { journalCompactionJob } from "./journal-compaction-job";

let server: TestServer;
beforeAll(async () => {
  server = await startTradingTestServer();
});
afterAll(() => server.close());

describe("the journal compaction job", () => {
  it("deletes the desk snapshots the tables have passed and keeps a newer one", async () => {
    await server.ctx.desk.idle();
    const [checkpoint] = await server.database.db.select().from(deskCheckpoint);
    const at = checkpoint!.seq;
    const row = (seq: number) => ({
      seq,
      term: checkpoint!.term,
      stateHash: `hash-${seq}`,
      state: Buffer.from([seq % 256]),
      digest: "00",
    });
    await server.database.db.insert(deskSnapshot).values([row(at - 1), row(at), row(at + 5)]);

    const [result] = await runDue(server.ctx, journalCompactionJob, "UTC", "schedule");
    expect(result).toMatchObject({ status: "done", run: { summary: { snapshotsDeleted: 2 } } });
    const left = await server.database.db
      .select({ seq: deskSnapshot.seq, state: deskSnapshot.state })
      .from(deskSnapshot)
      .orderBy(asc(deskSnapshot.seq));
    expect(left).toEqual([{ seq: at + 5, state: Buffer.from([(at + 5) % 256]) }]);
    await server.database.db.delete(deskSnapshot);
  });
});
