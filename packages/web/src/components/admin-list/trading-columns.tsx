import { createColumnHelper } from "@tanstack/react-table";
import type { AdminListRow } from "@proparena/contracts/admin-lists";
import { formatNumber } from "../../lib/admin-format";
import { adminPaths } from "../../lib/admin-paths";
import { AccountLink, IdText, RowLink, SidePill, TimeText, UserLink } from "./cells";
import type { AdminColumns, AdminTableFeatures } from "./table-features";

/** The trading lists: one row per order, position or closed trade of an account. */
export type TradingList = "orders" | "positions" | "tradehistory";

/** What every trading row has: its account, the account's owner, the symbol and side. */
type TradingRow = Pick<
  AdminListRow<TradingList>,
  "id" | "accountId" | "userId" | "userEmail" | "symbol" | "side"
>;

const column = createColumnHelper<AdminTableFeatures, TradingRow>();

/**
 * The first columns of a trading list: the record (linked to its page, `noun` names it:
 * "Order", "Position", "Trade"), its account and owner (linked), symbol and side.
 */
export function tradingColumns<L extends TradingList>(list: L, noun: string): AdminColumns<L> {
  return column.columns([
    column.accessor("id", {
      header: noun,
      cell: ({ row }) => (
        <RowLink
          to={adminPaths.record(list, row.original.userId, row.original.accountId, row.original.id)}
          label={`${noun} ${row.original.id}`}
        >
          <IdText id={row.original.id} />
        </RowLink>
      ),
    }),
    column.accessor("accountId", {
      header: "Account",
      cell: ({ row }) => (
        <AccountLink userId={row.original.userId} accountId={row.original.accountId} />
      ),
    }),
    column.accessor("userEmail", {
      header: "Owner",
      cell: ({ row }) => <UserLink userId={row.original.userId}>{row.original.userEmail}</UserLink>,
    }),
    column.accessor("symbol", { header: "Symbol" }),
    column.accessor("side", {
      header: "Side",
      cell: ({ getValue }) => <SidePill side={getValue()} />,
    }),
    // The columns read only the fields every trading row has; the table's types are invariant.
  ]) as AdminColumns<L>;
}

/** A price or volume column: right-aligned in tabular figures, without float noise. */
export const numberColumn = {
  meta: { align: "right", mono: true },
  cell: ({ getValue }: { getValue: () => number | null }) => formatNumber(getValue()),
} as const;

/** A time column (UTC, "—" when there is none). */
export const timeColumn = {
  cell: ({ getValue }: { getValue: () => string | null }) => <TimeText iso={getValue()} />,
} as const;

/** The filter names of a trading list, in words. */
export const TRADING_FILTER_LABELS = { accountId: "Account id", userId: "Owner (user id)" };
