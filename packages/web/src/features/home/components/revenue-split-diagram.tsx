import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import { focusRing } from "../../../components/button-styles";
import { ParticleField } from "../../../components/particle-field";
import { formatCents } from "../../../lib/format-money";
import { usePrefersReducedMotion } from "../../../lib/media-query";
import { useHydrated } from "../../../lib/use-hydrated";
import { useNearViewport } from "../../../lib/use-near-viewport";
import { PRODUCT_NAME } from "../../../lib/product";
import { applySplitAction, formatPm, INITIAL_SPLIT, splitFigures } from "../lib/revenue-split";
import type { RandomSource, SplitMove, SplitTarget } from "../lib/revenue-split";

/** Spec §9 timings. */
export const TYPEWRITER_MS = 3_500;
export const PORTAL_MS = 7_000;
export const INTRO_MS = 9_000;
const TYPE_STEP_MS = 28;

type BoxKey =
  | "revenue"
  | "expenses"
  | "vault"
  | "founders"
  | "jackpot"
  | "payout"
  | "emergency"
  | "winners"
  | "pm"
  | "example";

type Tone = "default" | "brand" | "muted";

/**
 * Each box's title, the line under its figure (where it does not depend on the figures), its
 * tone, and what hovering or focusing it explains.
 */
const BOXES: Record<BoxKey, { title: string; note?: string; tone?: Tone; explanation: string }> = {
  revenue: {
    title: "Revenue",
    tone: "brand",
    explanation:
      "Revenue is every challenge fee paid this week. Change it with the buttons and watch the split follow.",
  },
  expenses: {
    title: `${PRODUCT_NAME} Expenses`,
    note: "25% of revenue",
    tone: "muted",
    explanation: `25% of revenue runs ${PRODUCT_NAME}: market data, servers, support and development.`,
  },
  vault: {
    title: `${PRODUCT_NAME} Vault`,
    note: "75% of revenue",
    explanation:
      "75% of revenue goes into the vault, which funds the jackpots and the weekly payouts.",
  },
  founders: {
    title: "Founders Profit",
    note: "after traders are paid",
    tone: "muted",
    explanation:
      "Shown as “?”: no share of revenue is booked to the founders. Click the box to open the portal.",
  },
  jackpot: {
    title: "Jackpot Pool",
    note: "5% of revenue",
    explanation:
      "5% of revenue: 2% to the funded trader with the highest dollar gain, 2% to the highest percentage gain, 1% saved for the cumulative jackpot.",
  },
  payout: {
    title: "Payout Pool",
    tone: "brand",
    explanation:
      "Up to 70% of revenue is credited to funded traders every week, but never more than they made together (the Winners Pool).",
  },
  emergency: {
    title: "Emergency Pool",
    note: "70% budget not needed",
    explanation:
      "The part of the 70% payout budget the winners did not earn. It is kept in the ledger as a reserve; the weekly payouts do not draw on it.",
  },
  winners: {
    title: "Winners Pool",
    note: "funded traders' profit",
    explanation: "The sum of every funded trader's positive profit this week.",
  },
  pm: {
    title: "Payout Multiplier",
    note: "profit split 100% × PM",
    tone: "brand",
    explanation:
      "Payout Multiplier = Payout Pool ÷ Winners Pool, floored to 2 decimals. Each winner is credited profit × PM.",
  },
  example: {
    title: "Payout Example",
    explanation:
      "Your profit this week in a funded account. Plus ×1.1, minus ×0.9, random picks a whole $100 amount up to $50,000 — never more than the Winners Pool.",
  },
};

const TARGET_LABEL: Record<SplitTarget, string> = {
  revenue: "Revenue",
  winnersPool: "Winners Pool",
  payoutExample: "Payout Example",
};

/** Types `text` out character by character; the whole text at once with reduced motion. */
function useTyped(text: string, key: number): string {
  const reduced = usePrefersReducedMotion();
  const [typed, setTyped] = useState({ key, length: 0 });
  useEffect(() => {
    if (reduced || !text) return;
    const timer = window.setInterval(() => {
      setTyped((current) => {
        const length = current.key === key ? current.length + 1 : 1;
        if (length >= text.length) window.clearInterval(timer);
        return { key, length };
      });
    }, TYPE_STEP_MS);
    return () => window.clearInterval(timer);
  }, [text, key, reduced]);
  if (reduced) return text;
  return text.slice(0, typed.key === key ? typed.length : 0);
}

function Controls({
  target,
  onAction,
}: {
  target: SplitTarget;
  onAction: (target: SplitTarget, move: SplitMove) => void;
}) {
  const label = TARGET_LABEL[target];
  const button = `inline-flex size-8 items-center justify-center rounded-md border border-slate-700 bg-slate-950 text-slate-200 hover:border-brand-400 hover:text-brand-300 ${focusRing}`;
  return (
    <div className="mt-3 flex justify-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={`Decrease ${label}`}
        onClick={() => onAction(target, "minus")}
      >
        <span aria-hidden="true">−</span>
      </button>
      <button
        type="button"
        className={button}
        aria-label={`Randomize ${label}`}
        onClick={() => onAction(target, "random")}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 4v6h6M20 20v-6h-6M5.6 15A8 8 0 0 0 19 17M18.4 9A8 8 0 0 0 5 7" />
        </svg>
      </button>
      <button
        type="button"
        className={button}
        aria-label={`Increase ${label}`}
        onClick={() => onAction(target, "plus")}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/** One box of the diagram: its figure, with its title, note and tone from BOXES. */
function Box({
  id,
  value,
  note = BOXES[id].note,
  onExplain,
  onClick,
  children,
}: {
  id: BoxKey;
  value: string;
  /** The line under the figure, where it depends on the figures. */
  note?: string;
  onExplain: (key: BoxKey) => void;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const { title, tone = "default" } = BOXES[id];
  const tones = {
    default: "border-slate-700/80 bg-slate-900/80",
    brand: "border-brand-500/50 bg-brand-500/10",
    muted: "border-slate-800 bg-slate-900/50",
  };
  return (
    <div
      data-box={id}
      onMouseEnter={() => onExplain(id)}
      onFocus={() => onExplain(id)}
      className={`relative rounded-xl border p-3 text-center ${tones[tone]}`}
    >
      <button
        type="button"
        onClick={() => {
          onExplain(id);
          onClick?.();
        }}
        aria-describedby="split-explanation"
        className={`w-full rounded-md text-xs font-semibold tracking-wide text-slate-300 uppercase hover:text-white ${focusRing}`}
      >
        {title}
      </button>
      <p className="mt-1 font-mono text-lg font-semibold text-white tabular-nums sm:text-xl">
        {value}
      </p>
      {note && <p className="mt-0.5 text-xs text-slate-400">{note}</p>}
      {children}
    </div>
  );
}

function Connector() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto h-5 w-px bg-gradient-to-b from-brand-400/70 to-slate-700"
    />
  );
}

/**
 * The interactive revenue split of spec §4 "Hero demo": where each challenge fee goes, and how
 * the weekly payout multiplier follows from revenue and the traders' winnings.
 */
export function RevenueSplitDiagram({ random = Math.random }: { random?: RandomSource }) {
  const reduced = usePrefersReducedMotion();
  const [split, setSplit] = useState(INITIAL_SPLIT);
  const [message, setMessage] = useState<{ text: string; key: number } | null>(null);
  const [explain, setExplain] = useState<BoxKey | null>(null);
  const [portalKey, setPortalKey] = useState(0);
  const [introOver, setIntroOver] = useState(false);
  // The intro comet flies once the diagram is on screen: its motion path is drawn by the main
  // thread each frame, which below the fold would only slow the page's start. Never in the
  // server's HTML (the hook is true there), so the page hydrates as it was rendered.
  const [frameRef, nearScreen] = useNearViewport<HTMLDivElement>("0px");
  const onScreen = useHydrated() && nearScreen;
  const messageKey = useRef(0);
  const f = splitFigures(split);
  const typed = useTyped(message?.text ?? "", message?.key ?? 0);

  useEffect(() => {
    if (!onScreen) return;
    const timer = window.setTimeout(() => setIntroOver(true), INTRO_MS);
    return () => window.clearTimeout(timer);
  }, [onScreen]);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), TYPEWRITER_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (portalKey === 0) return;
    const timer = window.setTimeout(() => setPortalKey(0), PORTAL_MS);
    return () => window.clearTimeout(timer);
  }, [portalKey]);

  const onAction = (target: SplitTarget, move: SplitMove) => {
    const outcome = applySplitAction(split, target, move, random);
    setSplit(outcome.state);
    messageKey.current += 1;
    setMessage({ text: outcome.message, key: messageKey.current });
  };

  return (
    <div
      ref={frameRef}
      className="relative overflow-hidden rounded-3xl border border-slate-800 bg-slate-950/70 p-4 shadow-2xl shadow-black/40 sm:p-6"
    >
      {onScreen && !introOver && !reduced && (
        <span
          data-testid="intro-comet"
          aria-hidden="true"
          className="comet pointer-events-none absolute top-0 left-0 size-2 rounded-full bg-brand-300 shadow-[0_0_18px_6px_rgba(52,211,153,0.6)]"
        />
      )}
      <div className="mx-auto max-w-xs">
        <Box id="revenue" value={formatCents(f.revenueCents)} onExplain={setExplain}>
          <Controls target="revenue" onAction={onAction} />
        </Box>
      </div>
      <Connector />
      <div className="grid grid-cols-2 gap-3">
        <Box id="expenses" value={formatCents(f.expensesCents)} onExplain={setExplain} />
        <Box id="vault" value={formatCents(f.vaultCents)} onExplain={setExplain} />
      </div>
      <Connector />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Box
          id="founders"
          value="?"
          onExplain={setExplain}
          onClick={() => setPortalKey((k) => k + 1)}
        >
          {portalKey !== 0 && (
            <div
              data-testid="portal"
              key={portalKey}
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 overflow-hidden rounded-xl"
            >
              <div className="portal-ring absolute inset-2 rounded-full bg-[conic-gradient(from_0deg,rgba(52,211,153,0.55),rgba(56,189,248,0.2),rgba(168,85,247,0.45),rgba(52,211,153,0.55))] opacity-60 blur-md" />
              <ParticleField count={8} color="167, 243, 208" />
            </div>
          )}
        </Box>
        <Box id="jackpot" value={formatCents(f.jackpotPoolCents)} onExplain={setExplain} />
        <Box
          id="payout"
          value={formatCents(f.payoutPoolCents)}
          note={`min(70% = ${formatCents(f.payoutBudgetCents)}, Winners Pool)`}
          onExplain={setExplain}
        />
        <Box id="emergency" value={formatCents(f.emergencyPoolCents)} onExplain={setExplain} />
      </div>
      <Connector />
      <div className="grid gap-3 sm:grid-cols-3">
        <Box id="winners" value={formatCents(f.winnersPoolCents)} onExplain={setExplain}>
          <Controls target="winnersPool" onAction={onAction} />
        </Box>
        <Box id="pm" value={formatPm(f.pmHundredths)} onExplain={setExplain} />
        <Box
          id="example"
          value={formatCents(f.payoutExampleCents)}
          note={`you receive ${formatCents(f.payoutCents)}`}
          onExplain={setExplain}
        >
          <Controls target="payoutExample" onAction={onAction} />
        </Box>
      </div>
      <div className="mt-4 grid gap-2 text-sm">
        <p role="status" className="min-h-6 font-mono text-brand-300">
          <span className="sr-only">{message?.text}</span>
          <span aria-hidden="true" className={message ? "typewriter-caret" : ""}>
            {typed}
          </span>
        </p>
        <p id="split-explanation" className="min-h-10 text-slate-300">
          {explain ? BOXES[explain].explanation : "Hover or focus a box to see what it holds."}
        </p>
      </div>
    </div>
  );
}
