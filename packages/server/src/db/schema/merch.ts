import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, money, updatedAt, uuidPrimaryKey } from "./columns";
import { fileRef } from "./files";
import { purchases } from "./payments";

// The merch catalogue and merch orders.

/** The merch catalogue, managed by admins. */
export const merchItems = pgTable("merch_items", {
  id: uuidPrimaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  imageFileId: fileRef("image_file_id"),
  priceCents: money("price_cents"),
  pricePoints: integer("price_points"),
  stock: integer("stock").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A merch order: its payment is the `purchases` row of the same id (product "merch"); this row
 * holds what was ordered, where it goes and how far it got. Status: pending -> paid -> shipped
 * -> delivered; pending -> cancelled | expired | failed; paid, shipped or delivered -> refunded.
 */
export const merchOrders = pgTable(
  "merch_orders",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => purchases.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    itemId: uuid("item_id").references(() => merchItems.id, { onDelete: "set null" }),
    /** The item's name when ordered. */
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: money("unit_price_cents").notNull(),
    amountCents: money("amount_cents").notNull(),
    status: text("status").notNull(),
    shipName: text("ship_name").notNull(),
    shipLine1: text("ship_line1").notNull(),
    shipLine2: text("ship_line2"),
    shipCity: text("ship_city").notNull(),
    /** The region's name, or null for a country without regions. */
    shipRegion: text("ship_region"),
    shipPostalCode: text("ship_postal_code").notNull(),
    /** ISO 3166-1 alpha-2. */
    shipCountry: text("ship_country").notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    shippedAt: at("shipped_at"),
    deliveredAt: at("delivered_at"),
  },
  (t) => [
    index("merch_orders_created_idx").on(t.createdAt, t.id),
    index("merch_orders_amount_idx").on(t.amountCents, t.id),
    index("merch_orders_status_created_idx").on(t.status, t.createdAt),
    index("merch_orders_user_created_idx").on(t.userId, t.createdAt),
  ],
);
