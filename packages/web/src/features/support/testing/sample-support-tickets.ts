import {
  adminTicketResponseSchema,
  adminTicketsQuerySchema,
  replyTicketBodySchema,
} from "@proparena/contracts/support";
import { FILE_NAME_HEADER, type StoredFile } from "@proparena/contracts/uploads";
import type { FakeApi } from "../../../testing/fake-api";
import { sampleTicketFile, ticketFileId } from "../../../testing/sample-files";
import { sampleTicket, sampleTicketMessage, SUPPORT_NAME } from "../../../testing/sample-support";
import type { AdminTicket } from "../requests/get-admin-support-ticket";
import {
  pageOf,
  reviewConflict,
  reviewNotFound,
  reviewValidationError,
  reviewZodError,
  serveReviewFile,
} from "../../../testing/review-fake-server";

/**
 * Support ticket answers for the admin tests (contracts/support.ts), parsed with the contract's
 * schemas, and a stateful stand-in for the admin support routes, ticket uploads and downloads.
 */

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A ticket as admins see it: Tess's unless told; its count and last activity follow its messages. */
export function sampleAdminTicket(overrides: Partial<AdminTicket> = {}): AdminTicket {
  const {
    userId = "u_tess",
    userEmail = "tess@example.com",
    userName = "Tess Trader",
    ...ticket
  } = overrides;
  return adminTicketResponseSchema.parse({
    ticket: { ...sampleTicket(ticket), userId, userEmail, userName },
  }).ticket;
}

/** Tess's open payout question (with her PDF), Omar's answered chart problem, a closed refund. */
export function sampleAdminTickets(): AdminTicket[] {
  const now = Date.now();
  return [
    sampleAdminTicket({
      id: "tkt_payout",
      reference: "T-1003",
      subject: "Payout for last week not received",
      category: "payouts",
      status: "open",
      messages: [
        sampleTicketMessage({
          id: "msg_p1",
          body: "My payout for last week has not arrived yet.",
          attachment: sampleTicketFile({ id: ticketFileId(101), name: "bank-statement.pdf" }),
          createdAt: iso(now - 2 * HOUR),
        }),
      ],
    }),
    sampleAdminTicket({
      id: "tkt_chart",
      reference: "T-1002",
      subject: "Chart does not load",
      category: "technical",
      status: "answered",
      userId: "u_omar",
      userEmail: "omar@example.com",
      userName: "Omar Odum",
      messages: [
        sampleTicketMessage({
          id: "msg_c1",
          authorName: "Omar Odum",
          body: "The arena chart stays blank.",
          createdAt: iso(now - 30 * HOUR),
        }),
        sampleTicketMessage({
          id: "msg_c2",
          author: "support",
          authorName: SUPPORT_NAME,
          body: "Could you try another browser?",
          createdAt: iso(now - 26 * HOUR),
        }),
      ],
    }),
    sampleAdminTicket({
      id: "tkt_refund",
      reference: "T-1001",
      subject: "Refund of a duplicate purchase",
      category: "billing",
      status: "closed",
      messages: [
        sampleTicketMessage({
          id: "msg_r1",
          body: "I paid twice.",
          createdAt: iso(now - 9 * 24 * HOUR),
        }),
      ],
    }),
  ];
}

/**
 * Serves the admin support routes like the server: the queue by status newest activity first
 * (paged by `pageSize`), a ticket by id, replies from support ("answered"; 409 on a closed
 * ticket), closing, ticket uploads and every attachment's bytes.
 */
export function serveAdminSupport(
  api: FakeApi,
  tickets: AdminTicket[] = sampleAdminTickets(),
  { pageSize = 50 }: { pageSize?: number } = {},
) {
  let saved = tickets.map((ticket) => sampleAdminTicket(ticket));
  const files = new Map<string, StoredFile>();
  let fileCount = 0;
  let messageCount = 0;
  const find = (id: string) => saved.find((ticket) => ticket.id === id);
  const store = (ticket: AdminTicket) => {
    saved = saved.map((other) => (other.id === ticket.id ? ticket : other));
    return { status: 200, body: { ticket } };
  };
  const serveFile = (file: StoredFile) => {
    files.set(file.id, file);
    serveReviewFile(api, file);
  };

  api.on("GET /admin/support/tickets", ({ search }) => {
    const query = adminTicketsQuerySchema.parse(Object.fromEntries(search));
    const list = saved
      .filter((ticket) => !query.status || ticket.status === query.status)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map(({ messages: _messages, ...summary }) => summary);
    const { page, nextCursor } = pageOf(list, search, pageSize);
    return { status: 200, body: { tickets: page, nextCursor } };
  });

  for (const ticket of saved) {
    const { id } = ticket;
    for (const message of ticket.messages) if (message.attachment) serveFile(message.attachment);
    api.on(`GET /admin/support/tickets/${id}`, () => {
      const found = find(id);
      return found ? { status: 200, body: { ticket: found } } : reviewNotFound;
    });
    api.on(`POST /admin/support/tickets/${id}/replies`, ({ body }) => {
      const parsed = replyTicketBodySchema.safeParse(body);
      if (!parsed.success) return reviewZodError(parsed.error);
      const current = find(id)!;
      if (current.status === "closed")
        return reviewConflict("This ticket is closed", "TICKET_CLOSED");
      const fileId = parsed.data.attachmentFileId;
      if (fileId && !files.has(fileId))
        return reviewValidationError([
          { path: "attachmentFileId", message: "Attach a file you uploaded." },
        ]);
      const added = sampleTicketMessage({
        id: `msg_support_${++messageCount}`,
        author: "support",
        authorName: SUPPORT_NAME,
        body: parsed.data.message,
        attachment: fileId ? (files.get(fileId) ?? null) : null,
        createdAt: iso(Date.now()),
      });
      const messages = [...current.messages, added];
      return store(
        sampleAdminTicket({
          ...current,
          status: "answered",
          messages,
          messageCount: messages.length,
          updatedAt: added.createdAt,
        }),
      );
    });
    api.on(`POST /admin/support/tickets/${id}/close`, () =>
      store(sampleAdminTicket({ ...find(id)!, status: "closed" })),
    );
  }

  api.on("POST /uploads/ticket", ({ headers, file }) => {
    if (!file || file.size === 0)
      return { status: 400, body: { message: "The file is empty.", code: "VALIDATION_ERROR" } };
    const stored = sampleTicketFile({
      id: ticketFileId(++fileCount),
      sizeBytes: file.size,
      name: decodeURIComponent(headers.get(FILE_NAME_HEADER) ?? "file"),
      mimeType: file.type === "image/png" ? "image/png" : "application/pdf",
      createdAt: iso(Date.now()),
    });
    serveFile(stored);
    return { status: 201, body: { file: stored } };
  });

  return {
    current: () => saved,
    /** Someone else closes the ticket. */
    closeElsewhere: (id: string) => store(sampleAdminTicket({ ...find(id)!, status: "closed" })),
  };
}
