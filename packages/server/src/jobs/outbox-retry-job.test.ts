import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { agreementSignatures, outboxEmails, users } from "../db/schema";
import { signedAgreementEmail } from "../mail/templates";
import { currentAgreement } from "../services/agreements/agreement-text";
import { MAX_SEND_ATTEMPTS } from "../mail/mailer";
import { startTestServer, type TestServer } from "../test/test-server";
import { runDue } from "./job-runner";
import { outboxRetryJob } from "./outbox-retry-job";

// A real SMTP server on a random port: it refuses mail while `down`, as a failing relay does.
let down = true;
const received: string[] = [];
const raw: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    let data = "";
    stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
    stream.on("end", () => {
      if (down) {
        const error = Object.assign(new Error("Relay unavailable, try later"), {
          responseCode: 451,
        });
        return callback(error);
      }
      received.push(/^Subject: (.*)$/m.exec(data)?.[1] ?? "");
      raw.push(data);
      callback();
    });
  },
});

let server: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    now: "2026-03-02T10:00:00Z",
    smtpUrl: `smtp://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const runNow = async () => {
  server.clock.advance(5 * 60_000);
  const [result] = await runDue(server.ctx, outboxRetryJob, "UTC", "schedule");
  return result!;
};
const row = async (subject: string) =>
  (
    await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject))
  )[0]!;

describe("the outbox retry job", () => {
  it("sends again what the SMTP server refused, once it is back, and gives up after the last try", async () => {
    await server.ctx.mailer.send({ to: "a@example.com", subject: "Receipt", text: "Thanks" });
    await server.ctx.mailer.flush();
    expect(await row("Receipt")).toMatchObject({
      sentAt: null,
      attempts: 1,
      error: expect.stringContaining("Relay unavailable"),
    });

    // Still down: tried again, not sent; the error is kept.
    expect(await runNow()).toMatchObject({
      status: "done",
      run: { summary: { tried: 1, sent: 0, gaveUp: 0 } },
    });
    expect((await row("Receipt")).attempts).toBe(2);

    // Back up: the next run sends it, and it is not sent again after that.
    down = false;
    expect((await runNow()).run.summary).toEqual({ tried: 1, sent: 1, gaveUp: 0 });
    expect(received).toEqual(["Receipt"]);
    expect(await row("Receipt")).toMatchObject({ attempts: 3, error: null });
    expect((await row("Receipt")).sentAt).not.toBeNull();
    expect((await runNow()).run.summary).toEqual({ tried: 0, sent: 0, gaveUp: 0 });

    // The same period twice runs once.
    const again = await runDue(server.ctx, outboxRetryJob, "UTC", "admin:someone");
    expect(again[0]!.status).toBe("skipped");

    // A message refused on every try stays in the outbox after the last one.
    down = true;
    await server.ctx.mailer.send({ to: "b@example.com", subject: "Hopeless", text: "…" });
    await server.ctx.mailer.flush();
    const summaries = [];
    for (let i = 1; i < MAX_SEND_ATTEMPTS; i++) summaries.push((await runNow()).run.summary);
    expect(summaries.at(-1)).toEqual({ tried: 1, sent: 0, gaveUp: 1 });
    down = false;
    expect((await runNow()).run.summary).toEqual({ tried: 0, sent: 0, gaveUp: 0 });
    expect(await row("Hopeless")).toMatchObject({ sentAt: null, attempts: MAX_SEND_ATTEMPTS });
  });

  it("sends a message a stopped process wrote but never tried, once it is a minute old", async () => {
    received.length = 0;
    await server.database.db.insert(outboxEmails).values([
      {
        to: "c@example.com",
        subject: "Orphan",
        text: "…",
        createdAt: sql`now() - interval '2 minutes'`,
      },
      { to: "d@example.com", subject: "In flight", text: "…" },
    ]);
    expect((await runNow()).run.summary).toEqual({ tried: 1, sent: 1, gaveUp: 0 });
    expect(received).toEqual(["Orphan"]);
    expect((await row("In flight")).attempts).toBe(0);
  });

  it("sends an attachment by reference: its bytes built again at the retry, never stored", async () => {
    const { db } = server.database;
    const [user] = await db
      .insert(users)
      .values({ email: "signer@example.com", name: "Sam Signer", passwordHash: "x" })
      .returning();
    const agreement = currentAgreement();
    const [signature] = await db
      .insert(agreementSignatures)
      .values({
        userId: user!.id,
        version: agreement.version,
        sha256: agreement.sha256,
        typedName: "Sam Signer",
        ip: "127.0.0.1",
        signedAt: new Date("2026-03-02T09:00:00Z"),
      })
      .returning();
    const message = signedAgreementEmail({
      to: "signer@example.com",
      name: "Sam Signer",
      productName: "PropArena",
      title: agreement.title,
      version: agreement.version,
      signedAt: signature!.signedAt.toISOString(),
      typedName: "Sam Signer",
      sha256: agreement.sha256,
      agreementsLink: "http://localhost:3000/dashboard/agreements",
      signatureId: signature!.id,
    });
    down = true;
    raw.length = 0;
    await server.ctx.mailer.send(message);
    await server.ctx.mailer.flush();
    const stored = await row(message.subject);
    expect(stored).toMatchObject({ sentAt: null, attempts: 1, attachments: message.attachments });
    expect(JSON.stringify(stored.attachments).length).toBeLessThan(300);

    down = false;
    expect((await runNow()).run.summary).toEqual({ tried: 1, sent: 1, gaveUp: 0 });
    expect(raw).toHaveLength(1);
    const part =
      /Content-Type: application\/pdf; name=(\S+)\r?\n([\s\S]*?)\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        raw[0]!,
      );
    expect(part?.[1]).toBe("trader-agreement-2026-11-01-signed.pdf");
    const pdf = Buffer.from(part![3]!.replace(/\s/g, ""), "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe("PropArena Trader Agreement - signed by Sam Signer");
  });
});
