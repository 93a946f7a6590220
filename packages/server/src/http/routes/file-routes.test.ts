import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_FILES, upload } from "../../test/sample-files";
import { startTestServer, type TestServer } from "../../test/test-server";
import { signedInAdmin, signedInTrader } from "../../test/test-users";
import { storedFiles } from "../../db/schema";

let server: TestServer;
let alice: string;
let bob: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedInTrader(server, "alice@example.com");
  bob = await signedInTrader(server, "bob@example.com");
  admin = await signedInAdmin(server, "admin@example.com");
});
afterAll(() => server.close());

async function download(path: string, token?: string) {
  const res = await fetch(server.url + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("uploads", () => {
  it("stores a PNG, JPEG or PDF with the type read from its bytes, whatever the browser claimed", async () => {
    const png = await upload(server, alice, "kyc", SAMPLE_FILES.png, {
      name: "front.jpg",
      contentType: "application/json",
    });
    expect(png.status).toBe(201);
    expect(png.body.file).toMatchObject({
      purpose: "kyc",
      mimeType: "image/png",
      sizeBytes: SAMPLE_FILES.png.length,
      name: "front.jpg",
      url: `/api/files/${png.body.file.id}`,
    });
    expect((await upload(server, alice, "kyc", SAMPLE_FILES.jpeg)).body.file.mimeType).toBe(
      "image/jpeg",
    );
    const pdf = await upload(server, alice, "ticket", SAMPLE_FILES.pdf, { name: "invoice.pdf" });
    expect(pdf.body.file.mimeType).toBe("application/pdf");
  });

  it("refuses files that lie about their type, are not accepted types, empty or too large, storing nothing", async () => {
    const before = (await server.database.db.select().from(storedFiles)).length;
    const cases = [
      [
        SAMPLE_FILES.exe,
        "passport.png",
        400,
        /Only JPEG, PNG, PDF files are accepted here, and this one is EXE/,
      ],
      [SAMPLE_FILES.text, "selfie.jpg", 400, /content is none of them/],
      [SAMPLE_FILES.gif, "me.gif", 400, /this one is GIF/],
      [Buffer.alloc(0), "empty.png", 400, /empty/],
    ] as const;
    for (const [bytes, name, status, message] of cases) {
      const refused = await upload(server, alice, "kyc", bytes, { name });
      expect(refused.status).toBe(status);
      expect(refused.body.code).toMatch(/FILE_REJECTED/);
      expect(refused.body.message).toMatch(message);
    }
    // A PDF is not an avatar.
    const pdfAvatar = await upload(server, alice, "avatar", SAMPLE_FILES.pdf);
    expect(pdfAvatar.status).toBe(400);
    expect(pdfAvatar.body.message).toMatch(/Only JPEG, PNG files/);
    // Over the purpose's cap (4 MB for an avatar) and over any cap (8 MB).
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(server, alice, "avatar", big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: "FILE_TOO_LARGE", message: /at most 4 MB/ });
    const huge = await upload(server, alice, "kyc", Buffer.alloc(9 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect((await server.database.db.select().from(storedFiles)).length).toBe(before);
  });

  it("keeps only a display name: a path in the name never reaches the disk", async () => {
    const sneaky = await upload(server, alice, "kyc", SAMPLE_FILES.png, {
      name: "../../../etc/passwd\u0000.png",
    });
    expect(sneaky.status).toBe(201);
    expect(sneaky.body.file.name).toBe("passwd.png");
    const fallback = await upload(server, alice, "kyc", SAMPLE_FILES.png, { name: "../.." });
    expect(fallback.body.file.name).toBe("kyc.png");
    // On disk the file is named by its id only.
    const { bytes } = await download(sneaky.body.file.url, alice);
    expect(bytes.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it("needs a signed-in user, and merch images need an admin", async () => {
    const anonymous = await fetch(`${server.url}/api/uploads/kyc`, {
      method: "POST",
      body: SAMPLE_FILES.png,
    });
    expect(anonymous.status).toBe(401);
    expect((await upload(server, alice, "merch", SAMPLE_FILES.png)).status).toBe(403);
    expect((await upload(server, admin, "merch", SAMPLE_FILES.png)).status).toBe(201);
    expect((await upload(server, alice, "passport", SAMPLE_FILES.png)).status).toBe(400);
  });
});

describe("downloads", () => {
  it("serve a private file to its owner and admins only; others get 404", async () => {
    const { body } = await upload(server, alice, "kyc", SAMPLE_FILES.jpeg, { name: "id.jpg" });
    const path = body.file.url as string;
    const own = await download(path, alice);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(own.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.bytes.equals(SAMPLE_FILES.jpeg)).toBe(true);
    expect((await download(path, admin)).status).toBe(200);
    expect((await download(path, bob)).status).toBe(404);
    expect((await download(path)).status).toBe(401);
    // Not public, even by its id.
    expect((await download(`/api/public/files/${body.file.id}`)).status).toBe(404);
    expect((await download("/api/files/not-a-uuid", alice)).status).toBe(404);
  });

  it("serve avatars and merch images to anyone, and PDFs as attachments", async () => {
    const avatar = await upload(server, bob, "avatar", SAMPLE_FILES.png);
    expect(avatar.body.file.url).toBe(`/api/public/files/${avatar.body.file.id}`);
    const open = await download(avatar.body.file.url);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toContain("public");
    const pdf = await upload(server, alice, "ticket", SAMPLE_FILES.pdf, {
      name: "bank statement.pdf",
    });
    const got = await download(pdf.body.file.url, alice);
    expect(got.headers.get("content-disposition")).toBe(
      `attachment; filename="bank statement.pdf"; filename*=UTF-8''bank%20statement.pdf`,
    );
  });

  it("write the bytes under the files folder as <purpose>/<id>, nothing else", async () => {
    const rows = await server.database.db.select().from(storedFiles);
    const onDisk: string[] = [];
    for (const purpose of await readdir(server.filesDir)) {
      for (const name of await readdir(path.join(server.filesDir, purpose))) {
        onDisk.push(`${purpose}/${name}`);
      }
    }
    expect(onDisk.sort()).toEqual(rows.map((row) => `${row.purpose}/${row.id}`).sort());
  });
});
