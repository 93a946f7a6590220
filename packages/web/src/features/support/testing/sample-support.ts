import {
  createTicketBodySchema,
  replyTicketBodySchema,
  ticketSchema,
  ticketSummarySchema,
  type Ticket,
  type TicketMessage,
  type TicketSummary,
} from "@proparena/contracts/support";
import {
  FILE_NAME_HEADER,
  UPLOAD_RULES,
  type StoredFile,
  type UploadMimeType,
} from "@proparena/contracts/uploads";
import type { FakeApi, FakeResponse } from "../../../testing/fake-api";
import { sampleTicketFile, ticketFileId } from "../../../testing/sample-files";
import { sampleTicket, sampleTicketMessage, SUPPORT_NAME } from "../../../testing/sample-support";
import { serveHelp } from "./sample-help";

/**
 * Support ticket answers for the web tests (contracts/support.ts, contracts/uploads.ts),
 * parsed with the contract's schemas so they cannot drift from the wire format, and a small
 * stateful stand-in for the support routes, ticket uploads and file downloads.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();

export function summaryOf(ticket: Ticket): TicketSummary {
  return ticketSummarySchema.parse(ticket);
}

/** The PDF support attached to the payout ticket (uploads in a test start at ticketFileId(1)). */
export const RECEIPT_FILE_ID = ticketFileId(101);

/**
 * Three tickets: a payout question support answered 2 hours ago (with a PDF from support), a
 * chart problem still open since yesterday, and a refund closed last week.
 */
export function sampleTickets(): Ticket[] {
  const now = Date.now();
  return [
    sampleTicket({
      id: "tkt_payout",
      reference: "T-1003",
      subject: "Payout for last week not received",
      category: "payouts",
      status: "answered",
      messages: [
        sampleTicketMessage({
          id: "msg_p1",
          body: "My payout for last week has not arrived yet.",
          createdAt: iso(now - 5 * HOUR),
        }),
        sampleTicketMessage({
          id: "msg_p2",
          author: "support",
          authorName: SUPPORT_NAME,
          body: "It was sent this morning; the transfer receipt is attached.",
          attachment: sampleTicketFile({ id: RECEIPT_FILE_ID, name: "receipt.pdf" }),
          createdAt: iso(now - 2 * HOUR),
        }),
      ],
    }),
    sampleTicket({
      id: "tkt_chart",
      reference: "T-1002",
      subject: "Chart does not load",
      category: "technical",
      status: "open",
      messages: [
        sampleTicketMessage({
          id: "msg_c1",
          body: "The arena chart stays blank.",
          createdAt: iso(now - DAY - HOUR),
        }),
      ],
    }),
    sampleTicket({
      id: "tkt_refund",
      reference: "T-1001",
      subject: "Refund of a duplicate purchase",
      category: "billing",
      status: "closed",
      messages: [
        sampleTicketMessage({ id: "msg_r1", body: "I paid twice.", createdAt: iso(now - 9 * DAY) }),
        sampleTicketMessage({
          id: "msg_r2",
          author: "support",
          authorName: SUPPORT_NAME,
          body: "Refunded, sorry about that.",
          createdAt: iso(now - 8 * DAY),
        }),
      ],
    }),
  ];
}

export function validationIssues(issues: { path: string; message: string }[]): FakeResponse {
  return {
    status: 400,
    body: { message: "Invalid request", code: "VALIDATION_ERROR", issues },
  };
}

function zodIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) {
  return validationIssues(
    error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** The type the bytes say, as the server reads it (the browser's claim is not trusted). */
async function sniff(file: Blob): Promise<UploadMimeType | null> {
  // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file"));
    reader.readAsArrayBuffer(file.slice(0, 5));
  });
  const bytes = new Uint8Array(buffer);
  const text = String.fromCharCode(...bytes);
  if (text.startsWith("%PDF-")) return "application/pdf";
  if (bytes[0] === 0x89 && text.slice(1, 4) === "PNG") return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

export const NOT_A_TICKET_FILE = "Upload a JPEG, PNG or PDF file.";

/**
 * Serves the support routes on the fake API, like the server: the list newest activity first,
 * a ticket by id (404 otherwise), new tickets, replies (reopening), closing, ticket uploads
 * (type read from the bytes) and downloading any file attached. `current()` is what it holds.
 * It also serves the help search and the answer time (sample-help.ts), as the page asks both.
 */
export function serveSupport(
  api: FakeApi,
  tickets: Ticket[] = sampleTickets(),
  help: Parameters<typeof serveHelp>[1] = {},
) {
  const helpServer = serveHelp(api, help);
  let saved = tickets.map((ticket) => ticketSchema.parse(ticket));
  const files = new Map<string, StoredFile>();
  let fileCount = 0;
  let ticketCount = 0;
  let messageCount = 0;

  const traderName = () => api.users[0]?.name ?? "Tess Trader";
  const ok = (ticket: Ticket, status = 200): FakeResponse => ({
    status,
    body: { ticket },
  });
  const store = (ticket: Ticket) => {
    saved = [ticket, ...saved.filter((other) => other.id !== ticket.id)];
    return ticket;
  };
  const message = (body: string, attachmentFileId: string | undefined): TicketMessage =>
    sampleTicketMessage({
      id: `msg_new_${++messageCount}`,
      authorName: traderName(),
      body,
      attachment: attachmentFileId ? (files.get(attachmentFileId) ?? null) : null,
      createdAt: iso(Date.now()),
    });
  const unknownFile = (id: string | undefined) =>
    id !== undefined && !files.has(id)
      ? validationIssues([{ path: "attachmentFileId", message: "Attach a file you uploaded." }])
      : null;

  const serveFile = (file: StoredFile) => {
    files.set(file.id, file);
    api.on(`GET ${file.url}`, () => ({ status: 200, body: `bytes of ${file.name}` }));
  };

  const serveTicket = (id: string) => {
    const find = () => saved.find((ticket) => ticket.id === id)!;
    api.on(`GET /support/tickets/${id}`, () => ok(find()));
    api.on(`POST /support/tickets/${id}/replies`, ({ body }) => {
      const parsed = replyTicketBodySchema.safeParse(body);
      if (!parsed.success) return zodIssues(parsed.error);
      const refused = unknownFile(parsed.data.attachmentFileId);
      if (refused) return refused;
      const added = message(parsed.data.message, parsed.data.attachmentFileId);
      const ticket = find();
      const messages = [...ticket.messages, added];
      return ok(
        store(
          ticketSchema.parse({
            ...ticket,
            status: "open",
            messages,
            messageCount: messages.length,
            updatedAt: added.createdAt,
          }),
        ),
      );
    });
    api.on(`POST /support/tickets/${id}/close`, () => {
      const ticket = ticketSchema.parse({ ...find(), status: "closed" });
      saved = saved.map((other) => (other.id === id ? ticket : other));
      return ok(ticket);
    });
  };

  for (const ticket of saved) {
    serveTicket(ticket.id);
    for (const { attachment } of ticket.messages) if (attachment) serveFile(attachment);
  }

  api.on("GET /support/tickets", () => ({
    status: 200,
    body: {
      tickets: [...saved]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map((ticket) => summaryOf(ticket)),
    },
  }));

  api.on("POST /support/tickets", ({ body }) => {
    const parsed = createTicketBodySchema.safeParse(body);
    if (!parsed.success) return zodIssues(parsed.error);
    const refused = unknownFile(parsed.data.attachmentFileId);
    if (refused) return refused;
    const { subject, category, message: text, attachmentFileId } = parsed.data;
    const first = message(text, attachmentFileId);
    const n = ++ticketCount;
    const ticket = sampleTicket({
      id: `tkt_new_${n}`,
      reference: `T-${2000 + n}`,
      subject,
      category,
      status: "open",
      messages: [first],
    });
    store(ticket);
    serveTicket(ticket.id);
    return ok(ticket, 201);
  });

  api.on("POST /uploads/ticket", async ({ headers, file }) => {
    if (!file || file.size === 0)
      return { status: 400, body: { message: "The file is empty.", code: "VALIDATION_ERROR" } };
    const rules = UPLOAD_RULES.ticket;
    if (file.size > rules.maxBytes)
      return { status: 400, body: { message: "The file is too large.", code: "VALIDATION_ERROR" } };
    const mimeType = await sniff(file);
    if (!mimeType || !rules.types.includes(mimeType))
      return { status: 400, body: { message: NOT_A_TICKET_FILE, code: "VALIDATION_ERROR" } };
    const stored = sampleTicketFile({
      id: ticketFileId(++fileCount),
      mimeType,
      sizeBytes: file.size,
      name: decodeURIComponent(headers.get(FILE_NAME_HEADER) ?? "file"),
      createdAt: iso(Date.now()),
    });
    serveFile(stored);
    return { status: 201, body: { file: stored } };
  });

  return { api, current: () => saved, files, asked: helpServer.asked };
}
