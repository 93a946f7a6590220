import type { TestServer } from "./test-server";

/** Real, tiny files of each accepted type, and impostors, for upload tests. */
export const SAMPLE_FILES = {
  /** A 1x1 PNG. */
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
  /** The start of a JPEG (JFIF) is what identifies it. */
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0", "latin1"),
    Buffer.alloc(64, 0),
  ]),
  pdf: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1"),
  /** A Windows program named like a photo. */
  exe: Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(256, 0x90)]),
  /** Text that claims to be an image. */
  text: Buffer.from("definitely a passport scan", "utf8"),
  /** A GIF: an image, but not a type we take. */
  gif: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
} as const;

/** POST /api/uploads/:purpose with raw bytes, as the web app sends them. */
export async function upload(
  server: TestServer,
  token: string,
  purpose: string,
  bytes: Buffer,
  options: { name?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    "content-type": options.contentType ?? "application/octet-stream",
  };
  if (options.name !== undefined) headers["x-file-name"] = encodeURIComponent(options.name);
  const res = await fetch(`${server.url}/api/uploads/${purpose}`, {
    method: "POST",
    headers,
    body: bytes,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = await res.json();
  return { status: res.status, body };
}

/** Uploads a file that must be accepted; answers its id. */
export async function uploadedId(
  server: TestServer,
  token: string,
  purpose: string,
  bytes: Buffer = SAMPLE_FILES.png,
): Promise<string> {
  const { status, body } = await upload(server, token, purpose, bytes, { name: "scan.png" });
  if (status !== 201) throw new Error(`upload refused: ${status} ${JSON.stringify(body)}`);
  return body.file.id as string;
}
