import { UserLink } from "./cells";

/** A receipt or order number, as printed on the receipt. */
export function ReceiptText({ value }: { value: string }) {
  return <span className="font-mono text-xs text-slate-100">{value}</span>;
}

/** Who paid: their user page when the account still exists, else the e-mail they paid with. */
export function Buyer({ userId, email }: { userId: string | null; email: string }) {
  return userId ? <UserLink userId={userId}>{email}</UserLink> : <>{email}</>;
}
