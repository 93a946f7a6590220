import { useLocation } from "react-router";
import { BOARDS } from "../../features/leaderboard/components/boards";
import { POOLS } from "../../features/payouts/components/pools";
import { SidebarLink } from "./sidebar-link";

interface Item {
  label: string;
  to: string;
}

interface Group {
  title: string;
  items: Item[];
}

/** The public pools page (issue 31): each pool's figure and history, one anchor a pool. */
const POOLS_PATH = "/pools";

/** Every item of spec §1's dashboard sidebar, each pointing at a real page or section. */
export const DASHBOARD_NAV: readonly Group[] = [
  {
    title: "Account",
    items: [
      { label: "Profile", to: "/dashboard/profile" },
      { label: "Settings", to: "/dashboard/settings" },
      { label: "Accounts", to: "/dashboard/accounts" },
      { label: "Metrics", to: "/dashboard/metrics" },
      { label: "Checkout", to: "/dashboard/checkout" },
    ],
  },
  {
    title: "Pools",
    items: POOLS.map((pool) => ({ label: pool.name, to: `${POOLS_PATH}#${pool.id}` })),
  },
  {
    title: "Leaderboards",
    items: BOARDS.map((board) => ({ label: board.name, to: `/leaderboard?board=${board.id}` })),
  },
  {
    title: "Openbook",
    items: [
      { label: "Openbook", to: "/openbook" },
      { label: "Following", to: "/dashboard/following" },
      { label: "Copying", to: "/dashboard/copying" },
    ],
  },
  {
    title: "Program",
    items: [
      { label: "Ranks", to: "/dashboard/ranks" },
      { label: "Rules", to: "/dashboard/rules" },
      { label: "Agreements", to: "/dashboard/agreements" },
      { label: "KYC", to: "/dashboard/kyc" },
      { label: "FAQ", to: "/dashboard/faq" },
      { label: "Support", to: "/dashboard/support" },
      { label: "Merch", to: "/dashboard/merch" },
    ],
  },
];

function isCurrent(
  to: string,
  location: { pathname: string; search: string; hash: string },
): boolean {
  const url = new URL(to, "http://x");
  if (url.hash) return location.pathname === url.pathname && location.hash === url.hash;
  if (url.search) return location.pathname === url.pathname && location.search === url.search;
  return location.pathname === url.pathname || location.pathname.startsWith(`${url.pathname}/`);
}

export function DashboardSidebar() {
  const location = useLocation();
  return (
    <nav aria-label="Dashboard" className="space-y-6">
      {DASHBOARD_NAV.map((group) => (
        <div key={group.title}>
          <h2 className="px-3 text-xs font-semibold tracking-widest text-slate-500 uppercase">
            {group.title}
          </h2>
          <ul className="mt-2 space-y-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <SidebarLink
                  to={item.to}
                  label={item.label}
                  current={isCurrent(item.to, location)}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
