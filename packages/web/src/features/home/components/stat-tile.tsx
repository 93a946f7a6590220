import { useEffect } from "react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../../../components/avatar";
import { focusRing } from "../../../components/button-styles";
import { tileHref } from "../lib/tile-route";

/** The tile's link, or null; a malformed url is reported once, not on every render. */
export function useTileHref(url: unknown): string | null {
  const href = tileHref(url, () => {});
  useEffect(() => {
    tileHref(url);
  }, [url]);
  return href;
}

function TileShell({
  href,
  className,
  children,
}: {
  href: string | null;
  className: string;
  children: ReactNode;
}) {
  if (href === null) return <div className={className}>{children}</div>;
  return (
    <Link
      to={href}
      className={`${className} transition-colors hover:border-brand-400/60 hover:bg-slate-900 ${focusRing}`}
    >
      {children}
    </Link>
  );
}

/** A statistic in the ticker: label and value; a link only with a real route (spec §3). */
export function StatTile({ label, value, url }: { label: string; value: string; url?: unknown }) {
  const href = useTileHref(url);
  return (
    <TileShell
      href={href}
      className="flex min-w-44 flex-col rounded-xl border border-slate-800 bg-slate-900/70 px-4 py-3"
    >
      <span className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</span>
      <span className="mt-1 font-mono text-lg font-semibold text-white tabular-nums">{value}</span>
    </TileShell>
  );
}

/** The large statistic card; defaults of spec §2: Total Payout, 0, '#'. */
export function StatCard({
  label = "Total Payout",
  value = "0",
  url = "#",
  caption,
}: {
  label?: string;
  value?: string;
  url?: unknown;
  caption?: string;
}) {
  const href = useTileHref(url);
  return (
    <TileShell
      href={href}
      className="block rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-950 p-6"
    >
      <span className="text-sm font-medium text-slate-400">{label}</span>
      <span className="mt-2 block font-mono text-3xl font-bold text-white tabular-nums">
        {value}
      </span>
      {caption && <span className="mt-1 block text-xs text-slate-400">{caption}</span>}
    </TileShell>
  );
}

/** A challenger in the joined or graveyard ticker: avatar and name (spec §3). */
export function ChallengerTile({
  name,
  avatarUrl,
  url,
  blown = false,
}: {
  name: string;
  avatarUrl: string | null;
  url?: unknown;
  blown?: boolean;
}) {
  const href = useTileHref(url);
  return (
    <TileShell
      href={href}
      className="flex items-center gap-3 rounded-full border border-slate-800 bg-slate-900/70 py-1.5 pr-4 pl-1.5"
    >
      <Avatar
        url={avatarUrl}
        name={name}
        px={32}
        className="size-8"
        letterClassName={`text-sm ${blown ? "bg-rose-500/15 text-rose-300" : "bg-brand-500/15 text-brand-300"}`}
      />
      <span className="text-sm whitespace-nowrap text-slate-200">{name}</span>
    </TileShell>
  );
}
