import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueAvatars, merchItems, storedFiles, supportTickets } from "../db/schema";
import { SAMPLE_FILES, upload, uploadedId } from "../test/sample-files";
import { startTestServer, type TestServer } from "../test/test-server";
import { signedInAdmin, signedInTrader } from "../test/test-users";

/**
 * Invariant: text people read (names, subjects, labels, uploaded file names) is stored
 * NFC-normalised; broken characters, direction controls and invisible-only text are a 400 on
 * the field; where it is shortened it is cut at a whole character.
 */
let server: TestServer;
let admin: string;
let trader: string;

beforeAll(async () => {
  server = await startTestServer({ now: "2026-11-25T10:00:00Z" });
  admin = await signedInAdmin(server);
  trader = await signedInTrader(server, "text@example.com");
});
afterAll(() => server.close());

/** Values no field that people read takes, with the words of the refusal. */
const HOSTILE: [string, RegExp][] = [
  ["inv\u202Eexe.pdf", /change the text's direction/],
  ["a\u2066b\u2069", /change the text's direction/],
  ["Bob\u200F", /change the text's direction/],
  ["x\u061Cy", /change the text's direction/],
  ["\u200B\u200B\u200B", /visible character/],
  ["\u3164\u3164\u3164", /visible character/],
  ["ab\uD800c", /broken character/],
  ["two\nlines", /one line/],
];

/** Every field, sent on its own route with the rest of a valid body. */
const fields = async () => {
  const avatarFile = await uploadedId(server, admin, "avatar", SAMPLE_FILES.png);
  const agreement = (await server.request("GET", "/api/agreements", { token: trader })).body;
  return [
    {
      field: "name",
      send: (name: string) =>
        server.request("PATCH", "/api/account/profile", { token: trader, body: { name } }),
      stored: (res: { body: { profile: { name: string } } }) => res.body.profile.name,
    },
    {
      field: "subject",
      send: (subject: string) =>
        server.request("POST", "/api/support/tickets", {
          token: trader,
          body: { subject, category: "other", message: "Hello" },
        }),
      stored: (res: { body: { ticket: { subject: string } } }) => res.body.ticket.subject,
    },
    {
      field: "name",
      send: (name: string) =>
        server.request("POST", "/api/admin/merch", {
          token: admin,
          body: { name, priceCents: 100, stock: 1 },
        }),
      stored: (res: { body: { item: { name: string } } }) => res.body.item.name,
    },
    {
      field: "label",
      send: (label: string) =>
        server.request("POST", "/api/admin/avatars", {
          token: admin,
          body: { fileId: avatarFile, label },
        }),
      stored: (res: { body: { avatar: { label: string } } }) => res.body.avatar.label,
    },
    {
      field: "name",
      send: (name: string) =>
        server.request("POST", "/api/contact", {
          body: { name, email: "a@example.com", subject: "Hello", message: "x".repeat(30) },
        }),
      stored: null,
    },
    {
      field: "subject",
      send: (subject: string) =>
        server.request("POST", "/api/contact", {
          body: { name: "Ann", email: "a@example.com", subject, message: "x".repeat(30) },
        }),
      stored: null,
    },
    {
      field: "typedName",
      send: (typedName: string) =>
        server.request("POST", "/api/agreements/sign", {
          token: trader,
          body: {
            version: agreement.current.version,
            sha256: agreement.current.sha256,
            typedName,
            consent: true,
          },
        }),
      stored: null,
    },
    {
      field: "name",
      send: (name: string) =>
        server.request("POST", "/api/auth/signup", {
          body: { email: "someone-new@example.com", password: "correct horse battery", name },
        }),
      stored: null,
    },
    {
      field: "legalName",
      send: (legalName: string) =>
        server.request("POST", "/api/kyc", { token: trader, body: { legalName } }),
      stored: null,
    },
  ];
};

const rowCounts = async () =>
  Promise.all(
    [merchItems, catalogueAvatars, supportTickets, storedFiles].map(
      async (table) => (await server.database.db.select({ n: count() }).from(table)).at(0)?.n,
    ),
  );

describe("text that people read", () => {
  it("refuses broken, direction-changing and invisible text on every such field, naming it", async () => {
    const all = await fields();
    const before = await rowCounts();
    for (const { field, send } of all) {
      for (const [value, words] of HOSTILE) {
        const res = await send(value);
        expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(400);
        const issue = res.body.issues.find((i: { path: string }) => i.path === field);
        expect(issue?.message, `${field} ${JSON.stringify(value)}`).toMatch(words);
      }
    }
    expect(await rowCounts()).toEqual(before);
    const profile = await server.request("GET", "/api/account/profile", { token: trader });
    expect(profile.body.profile.name).toBe("Test Trader");
  });

  it("stores names NFC-normalised and trimmed", async () => {
    for (const { send, stored } of await fields()) {
      if (!stored) continue;
      const res = await send("  Zoe\u0308 Ska\u030Aro  ");
      expect(res.status).toBeLessThan(300);
      expect(stored(res as never)).toBe("Zoë Skåro");
    }
  });

  it("a public name's initial is a whole character", async () => {
    const res = await server.request("PATCH", "/api/account/profile", {
      token: trader,
      body: { name: "Kai 𝕏avier" },
    });
    expect(res.body.profile.publicName).toBe("Kai 𝕏.");
  });
});

describe("uploaded file names", () => {
  const nameOf = async (name: string) => upload(server, trader, "kyc", SAMPLE_FILES.png, { name });

  it("are NFC-normalised, and refused with a 400 on the name header like any name", async () => {
    expect((await nameOf("Re\u0301sume\u0301.png")).body.file.name).toBe("Résumé.png");
    for (const [value, words] of HOSTILE.filter(
      ([v]) => !v.includes("\n") && !/[\uD800-\uDFFF]/.test(v),
    )) {
      const res = await nameOf(value);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "x-file-name", message: expect.stringMatching(words) },
      ]);
    }
  });

  it("a long name is cut at a whole character and keeps its extension", async () => {
    // 197 + 2 surrogate pairs + ".pdf" = 205 code units: the stem is cut to 196 of them.
    expect((await nameOf(`${"a".repeat(197)}😀😀.pdf`)).body.file.name).toBe(
      `${"a".repeat(196)}.pdf`,
    );
    // A cluster (woman, ZWJ, laptop: 5 code units) across the cut goes whole or not at all.
    const cluster = "👩‍💻";
    expect((await nameOf(`${"b".repeat(190)}${cluster}${"c".repeat(10)}.pdf`)).body.file.name).toBe(
      `${"b".repeat(190)}${cluster}c.pdf`,
    );
    expect((await nameOf(`${"b".repeat(193)}${cluster}ccc.pdf`)).body.file.name).toBe(
      `${"b".repeat(193)}.pdf`,
    );
  });
});
