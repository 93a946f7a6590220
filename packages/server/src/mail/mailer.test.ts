import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server";
import { createMailer } from "./mailer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function loggingMailer(logMessages: boolean) {
  const logged: string[] = [];
  const log = {
    info: (obj: object, msg: string) => logged.push(JSON.stringify(obj) + msg),
    error: (obj: object, msg: string) => logged.push(JSON.stringify(obj) + msg),
  };
  const mailer = createMailer({ db: server.database.db, from: "x@y.z", logMessages, log });
  return { mailer, logged };
}

const message = {
  to: "link@example.com",
  subject: "Reset your password",
  text: "Open http://localhost:3000/auth/reset-password?token=" + "cd".repeat(32),
};

describe("the mailer without SMTP", () => {
  it("keeps every message in the outbox, and prints its link only when asked to", async () => {
    const quiet = loggingMailer(false);
    await quiet.mailer.send(message);
    expect(quiet.logged.join()).toContain("link@example.com");
    expect(quiet.logged.join()).not.toContain("token=");
    expect((await server.lastEmailTo("link@example.com"))?.text).toBe(message.text);

    const talkative = loggingMailer(true);
    await talkative.mailer.send(message);
    expect(talkative.logged.join()).toContain("cd".repeat(32));
  });
});
