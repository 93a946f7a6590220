import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

// Uploaded files and the column helper that points at one.

/**
 * Uploaded files (DESIGN §9): the bytes live in DATA_DIR/files/<purpose>/<id>, outside the web
 * root; the type was read from the bytes; the original name is metadata only.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: uuid("id").primaryKey(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    name: text("name").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_files_owner_idx").on(t.ownerId, t.createdAt)],
);

/** A column holding the id of a stored file. */
export const fileRef = (name: string) => uuid(name).references(() => storedFiles.id);
