import {
  contactMessageSchema,
  contactReplyBodySchema,
  type ContactMessage,
} from "@proparena/contracts/contact-inbox";
import type { FakeApi } from "../../../testing/fake-api";
import {
  reviewConflict,
  reviewNotFound,
  reviewZodError,
} from "../../../testing/review-fake-server";

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

export function sampleContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return contactMessageSchema.parse({
    id: "cm_visitor",
    reference: "C-1001",
    name: "Vera Visitor",
    email: "vera@example.org",
    subject: "Do you accept traders from Chile?",
    status: "open",
    userId: null,
    replyCount: 0,
    createdAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
    message: "I have no account yet.\nCan I buy a challenge from Santiago?",
    replies: [],
    ...overrides,
  });
}

/**
 * The contact inbox on the fake API, over `messages`: the list by status (newest activity
 * first), one message, a reply (kept, the message answered) and closing (409 when closed).
 */
export function serveContactInbox(api: FakeApi, messages: ContactMessage[]) {
  const all = [...messages];
  const find = (path: string) => all.find((m) => path.split("/")[4] === m.id);
  const summary = ({ message: _m, replies: _r, ...rest }: ContactMessage) => rest;
  api.on("GET /admin/contact/messages", ({ search }) => {
    const status = search.get("status");
    const shown = all
      .filter((m) => !status || m.status === status)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { status: 200, body: { messages: shown.map(summary), nextCursor: null } };
  });
  for (const message of all) {
    const base = `/admin/contact/messages/${message.id}`;
    api.on(`GET ${base}`, ({ path }) => {
      const found = find(path);
      return found ? { status: 200, body: { message: found } } : reviewNotFound;
    });
    api.on(`POST ${base}/replies`, ({ path, body }) => {
      const parsed = contactReplyBodySchema.safeParse(body);
      if (!parsed.success) return reviewZodError(parsed.error);
      const found = find(path)!;
      const now = new Date().toISOString();
      found.replies.push({
        id: `r_${found.replies.length + 1}`,
        authorEmail: "admin@example.com",
        body: parsed.data.message,
        createdAt: now,
      });
      found.replyCount = found.replies.length;
      if (found.status === "open") found.status = "answered";
      found.updatedAt = now;
      return { status: 200, body: { message: found } };
    });
    api.on(`POST ${base}/close`, ({ path }) => {
      const found = find(path)!;
      if (found.status === "closed") return reviewConflict("This message is closed already.");
      found.status = "closed";
      found.updatedAt = new Date().toISOString();
      return { status: 200, body: { message: found } };
    });
  }
  return { messages: all };
}
