import { useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass, focusRing } from "../../components/button-styles";
import { Logo } from "../../components/logo";
import { Spinner } from "../../components/spinner";
import { StrokeIcon } from "../../components/stroke-icon";
import { useToast } from "../../components/toast";
import { useRealtimeConnection } from "../../lib/realtime-context";
import { useAuthCheck } from "../../lib/session/check-auth";
import { useSignOut } from "../../lib/session/sign-out";

interface NavItem {
  label: string;
  to: string;
  /** The item stays current anywhere under this path (the Dashboard link covers all of /dashboard). */
  section?: string;
}

/** Spec §2 "Header", in this order, and the openbook (issue 31). */
export const HEADER_LINKS: readonly NavItem[] = [
  { label: "How It Works", to: "/#Features" },
  { label: "Pricing", to: "/#Pricing" },
  { label: "Leaderboard", to: "/leaderboard" },
  { label: "Openbook", to: "/openbook", section: "/openbook" },
  { label: "Dashboard", to: "/dashboard/profile", section: "/dashboard" },
  { label: "Contact", to: "/contact" },
];

const TRADING_PATH = "/trading/arena";

function isCurrent(item: NavItem, location: { pathname: string; hash: string }): boolean {
  if (item.section) {
    return location.pathname === item.section || location.pathname.startsWith(`${item.section}/`);
  }
  const [path, hash] = item.to.split("#");
  if (hash !== undefined) return location.pathname === path && location.hash === `#${hash}`;
  return location.pathname === path || location.pathname.startsWith(`${path}/`);
}

type AuthState = "loading" | "signed-in" | "signed-out";

function useHeaderAuthState(): AuthState {
  const { token, data, isPending } = useAuthCheck();
  if (token === null) return "signed-out";
  if (isPending) return "loading";
  return data?.signedIn ? "signed-in" : "signed-out";
}

function AuthControl({
  state,
  onSignOut,
  signingOut,
  compact = false,
}: {
  state: AuthState;
  onSignOut: () => void;
  signingOut: boolean;
  compact?: boolean;
}) {
  if (state === "loading") {
    return (
      <span
        role="status"
        className="inline-flex items-center gap-2 px-3 py-1.5 text-sm text-slate-400"
      >
        <Spinner className="size-4" />
        <span>Checking sign-in…</span>
      </span>
    );
  }
  if (state === "signed-in") {
    return (
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        className={buttonClass("ghost", "sm", compact ? "w-full justify-start" : "")}
      >
        {signingOut ? "Signing out…" : "Sign out"}
      </button>
    );
  }
  return (
    <Link
      to="/auth/signin"
      className={buttonClass("ghost", "sm", compact ? "w-full justify-start" : "")}
    >
      Sign in
    </Link>
  );
}

/**
 * The site header. `overlay` positions it absolutely over the page (default layout);
 * the trading and dashboard layouts keep it in the flow and add their `tools` (the notices),
 * shown at every width.
 */
/** The header's page links, the current one marked (aria-current); the menu and the bar style them. */
function HeaderLinks({
  listClass,
  linkClass,
}: {
  listClass: string;
  linkClass: (current: boolean) => string;
}) {
  const location = useLocation();
  return (
    <ul className={listClass}>
      {HEADER_LINKS.map((item) => {
        const current = isCurrent(item, location);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current ? "page" : undefined}
              className={linkClass(current)}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteHeader({ overlay = false, tools }: { overlay?: boolean; tools?: ReactNode }) {
  const location = useLocation();
  const authState = useHeaderAuthState();
  const signOut = useSignOut();
  const realtime = useRealtimeConnection();
  const toast = useToast();
  // The menu is open only for the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  const onTradingRoute = location.pathname === TRADING_PATH;
  const cta = onTradingRoute
    ? { label: "Go To Dashboard", to: "/dashboard/profile" }
    : { label: "Start Trading", to: TRADING_PATH };

  const handleSignOut = () => {
    realtime?.disconnect();
    signOut.mutate(undefined, {
      onSettled: () => toast.show({ tone: "info", title: "You are signed out." }),
    });
  };

  return (
    <header
      className={`${
        overlay ? "absolute inset-x-0 top-0 bg-slate-950/40" : "sticky top-0 bg-slate-950/90"
      } z-40 border-b border-white/5 backdrop-blur-md`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className={`rounded-md ${focusRing}`} aria-label="PropArena home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <HeaderLinks
            listClass="flex items-center gap-1"
            linkClass={(current) =>
              `rounded-md px-3 py-2 text-sm font-medium transition-colors ${focusRing} ${
                current ? "text-brand-300" : "text-slate-300 hover:text-white"
              }`
            }
          />
        </nav>

        <div className="flex items-center gap-2">
          {authState === "signed-in" && tools}
          <div className="hidden items-center gap-2 lg:flex">
            <AuthControl
              state={authState}
              onSignOut={handleSignOut}
              signingOut={signOut.isPending}
            />
            <Link to={cta.to} className={buttonClass("primary", "sm")}>
              {cta.label}
            </Link>
          </div>

          <button
            type="button"
            className={`inline-flex items-center justify-center rounded-md p-2 text-slate-200 hover:bg-slate-800 lg:hidden ${focusRing}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
            <StrokeIcon>
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </StrokeIcon>
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-white/5 bg-slate-950 lg:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <HeaderLinks
            listClass="flex flex-col gap-1"
            linkClass={(current) =>
              `block rounded-md px-3 py-2 text-base font-medium ${focusRing} ${
                current ? "bg-slate-800 text-brand-300" : "text-slate-200 hover:bg-slate-800"
              }`
            }
          />
          <div className="mt-3 flex flex-col gap-2 border-t border-white/5 pt-3">
            <AuthControl
              state={authState}
              onSignOut={handleSignOut}
              signingOut={signOut.isPending}
              compact
            />
            <Link to={cta.to} className={buttonClass("primary", "md", "w-full")}>
              {cta.label}
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
