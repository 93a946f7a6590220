import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, uuidPrimaryKey } from "./columns";

// The admin audit log.

/** Who did what to whom, for admin actions. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidPrimaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id)],
);
