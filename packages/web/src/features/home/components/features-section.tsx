import type { PublicStats } from "@proparena/contracts/public-site";
import { Marquee } from "../../../components/marquee";
import { Reveal } from "../../../components/reveal";
import { formatCents, formatCount } from "../../../lib/format-money";
import { useNearViewport } from "../../../lib/use-near-viewport";
import { usePublicStats } from "../requests/get-public-stats";
import { tileUrlFromPath } from "../lib/tile-route";
import type { TileUrl } from "../lib/tile-route";
import { ChallengerTile, StatCard, StatTile } from "./stat-tile";

/** Ticker speeds of spec §9 (ms per item). */
export const TICKER_SPEEDS = { stats: 5_000, joined: 5_000, graveyard: 21_000 } as const;

const LEADERBOARD: TileUrl = { path: "/leaderboard" };

const PHASES = [
  {
    name: "Phase I · Tenderfoot",
    text: "Reach an 8% profit target. Daily loss limit 5%, max loss 10% from the starting balance (fixed).",
  },
  {
    name: "Phase II · Journeyman",
    text: "A 5% target with a tighter 2.5% daily loss limit and a 10% trailing (relative) max loss.",
  },
  {
    name: "Phase III · Prodigy",
    text: "A funded account with no target. Every week the winners share the payout pool: profit × PM, published with a proof.",
  },
];

const CLAIMS = [
  {
    figure: "Up to 75%",
    text: "of every challenge fee goes back to traders: 5% to the jackpots and up to 70% in weekly payouts.",
  },
  {
    figure: "70%",
    text: "of revenue is the weekly payout budget; what winners don't earn is kept in the emergency pool.",
  },
  {
    figure: "2% + 2%",
    text: "weekly jackpots for the top dollar and top percent gain, plus 1% saved for a cumulative jackpot.",
  },
];

function percent(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

interface Stat {
  label: string;
  value: string;
  url: TileUrl;
}

function statTiles(stats: PublicStats | undefined): Stat[] {
  return [
    { label: "Total Payout", value: formatCents(stats?.totalPayoutCents ?? 0), url: LEADERBOARD },
    { label: "Phase I passed", value: percent(stats?.phase1PassRate ?? null), url: "#" },
    { label: "Phase III paid", value: percent(stats?.phase3PassRate ?? null), url: "#" },
    { label: "Vault Holdings", value: formatCents(stats?.vaultHoldingsCents ?? 0), url: "#" },
    {
      label: "Challengers joined",
      value: formatCount(stats?.challengersJoinedCount ?? 0),
      url: LEADERBOARD,
    },
    {
      label: "Challengers blown",
      value: formatCount(stats?.challengersBlownCount ?? 0),
      url: "#",
    },
  ];
}

type ChallengerItem =
  | { kind: "link"; label: string }
  | { kind: "challenger"; name: string; avatarUrl: string | null; url: string | null };

function challengerItems(list: PublicStats["challengersJoined"] | undefined, label: string) {
  const items: ChallengerItem[] = (list ?? []).map((c) => ({ kind: "challenger", ...c }));
  // One tile in each challenger ticker leads to the leaderboard (spec §2).
  return items.length ? [{ kind: "link", label } as ChallengerItem, ...items] : [];
}

function ChallengerTicker({
  title,
  items,
  msPerItem,
  blown = false,
  emptyText,
}: {
  title: string;
  items: ChallengerItem[];
  msPerItem: number;
  blown?: boolean;
  emptyText: string;
}) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold text-slate-300">{title}</h3>
      <Marquee
        label={title}
        items={items}
        msPerItem={msPerItem}
        itemKey={(item, index) => (item.kind === "link" ? "link" : `${item.name}-${index}`)}
        renderItem={(item) =>
          item.kind === "link" ? (
            <StatTile label="Leaderboard" value={item.label} url={LEADERBOARD} />
          ) : (
            <ChallengerTile
              name={item.name}
              avatarUrl={item.avatarUrl}
              url={tileUrlFromPath(item.url)}
              blown={blown}
            />
          )
        }
        empty={
          <>
            <p className="self-center text-sm text-slate-400">{emptyText}</p>
            <StatTile label="Leaderboard" value="See rankings" url={LEADERBOARD} />
          </>
        }
      />
    </div>
  );
}

/** How it works, the claims, and the live statistics with their tickers (spec §2, §9). */
export function FeaturesSection() {
  const [ref, near] = useNearViewport<HTMLElement>();
  const stats = usePublicStats({ enabled: near });
  const data = stats.data;

  return (
    <section
      ref={ref}
      id="Features"
      aria-labelledby="features-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <Reveal>
        <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">
          How it works
        </p>
        <h2
          id="features-title"
          className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Pass two phases. Get funded. Get paid weekly, with a proof.
        </h2>
      </Reveal>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {PHASES.map((phase, index) => (
          <li key={phase.name}>
            <Reveal
              delayMs={index * 100}
              className="h-full rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
            >
              <p className="text-sm font-semibold text-brand-300">{phase.name}</p>
              <p className="mt-2 text-slate-300">{phase.text}</p>
            </Reveal>
          </li>
        ))}
      </ol>

      <dl className="mt-10 grid gap-6 md:grid-cols-3">
        {CLAIMS.map((claim) => (
          <div key={claim.figure} className="border-l-2 border-brand-500/60 pl-4">
            <dt className="font-mono text-2xl font-bold text-white">{claim.figure}</dt>
            <dd className="mt-1 text-sm text-slate-300">{claim.text}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-14 flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lg font-semibold text-white">Live platform statistics</h3>
        <p className="text-xs text-slate-400">
          {stats.isError
            ? "Live figures are unavailable right now."
            : "Computed from real accounts; the beta started recently, so figures are small."}
        </p>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <StatCard
          value={formatCents(data?.totalPayoutCents ?? 0)}
          url={LEADERBOARD}
          caption="Paid to funded traders so far"
        />
        <StatCard
          label="Vault Holdings"
          value={formatCents(data?.vaultHoldingsCents ?? 0)}
          caption="Jackpot, payout and emergency pools"
        />
      </div>
      <div className="mt-4">
        <Marquee
          label="Statistics"
          items={statTiles(data)}
          msPerItem={TICKER_SPEEDS.stats}
          itemKey={(stat) => stat.label}
          renderItem={(stat) => <StatTile label={stat.label} value={stat.value} url={stat.url} />}
        />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <ChallengerTicker
          title="Challengers joined"
          items={challengerItems(data?.challengersJoined, "Who joined")}
          msPerItem={TICKER_SPEEDS.joined}
          emptyText="No challengers yet — be the first."
        />
        <ChallengerTicker
          title="Graveyard"
          items={challengerItems(data?.challengersBlown, "Who blew up")}
          msPerItem={TICKER_SPEEDS.graveyard}
          blown
          emptyText="No blown accounts yet."
        />
      </div>
    </section>
  );
}
