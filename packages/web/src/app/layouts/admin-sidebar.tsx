import { Link, matchPath, useLocation } from "react-router";
import { focusRing } from "../../components/button-styles";
import { Logo } from "../../components/logo";
import { DeleteAllButton } from "../../features/operations/components/delete-all-button";
import { SidebarLink } from "./sidebar-link";

interface AdminItem {
  label: string;
  to: string;
  /** Extra route patterns that belong to this item (detail pages). */
  also?: string[];
}

/** Spec §2 admin sidebar, in its order (DeleteAll follows as an action). */
export const ADMIN_NAV: readonly AdminItem[] = [
  { label: "Users", to: "/admin/users", also: ["/admin/user/*"] },
  { label: "Accounts", to: "/admin/accounts" },
  { label: "Orders", to: "/admin/orders" },
  { label: "Positions", to: "/admin/positions" },
  { label: "Trade History", to: "/admin/tradehistory" },
  { label: "Checkout", to: "/admin/checkout" },
  { label: "Cronjob", to: "/admin/cronjob" },
  { label: "Avatars", to: "/admin/avatars" },
  { label: "Discord", to: "/admin/discord" },
];

/** Review work and records beyond the spec's sidebar: the queues operators answer. */
export const ADMIN_REVIEW_NAV: readonly AdminItem[] = [
  { label: "KYC review", to: "/admin/kyc" },
  { label: "Payout requests", to: "/admin/payouts" },
  { label: "Integrity", to: "/admin/integrity", also: ["/admin/integrity/*"] },
  { label: "Support tickets", to: "/admin/support" },
  { label: "Contact inbox", to: "/admin/contact" },
  { label: "Merch", to: "/admin/merch" },
  { label: "Audit log", to: "/admin/audit" },
];

function isCurrent(item: AdminItem, pathname: string): boolean {
  return [item.to, ...(item.also ?? [])].some((pattern) => matchPath(pattern, pathname) !== null);
}

export function AdminSidebar() {
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col gap-6">
      <Link
        to="/admin/dashboard"
        className={`rounded-md ${focusRing}`}
        aria-label="Admin dashboard"
      >
        <Logo suffix="Admin" />
      </Link>
      <nav aria-label="Admin">
        <ul className="space-y-0.5">
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <SidebarLink to={item.to} label={item.label} current={isCurrent(item, pathname)} />
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Review">
        <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Review
        </p>
        <ul className="space-y-0.5">
          {ADMIN_REVIEW_NAV.map((item) => (
            <li key={item.to}>
              <SidebarLink to={item.to} label={item.label} current={isCurrent(item, pathname)} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-800 pt-4">
        <DeleteAllButton className="w-full" />
      </div>
      <Link
        to="/"
        className={`mt-auto rounded text-sm text-slate-400 hover:text-white ${focusRing}`}
      >
        ← Back to the site
      </Link>
    </div>
  );
}
