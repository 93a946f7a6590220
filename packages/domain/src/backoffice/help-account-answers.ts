import { describeDuration } from "../core/durations";
import { helpTerms } from "./help-search";
import { formatUsd, type Cents } from "../core/money";
import { getPhase, type PhaseId } from "../rules/phases";
import { getPlan } from "../rules/plans";
import { weekBounds, weekKeyOf } from "../core/weeks";

/**
 * Answers from the trader's own account state, for the questions people ask support most:
 * why an account failed, when they get paid, and what stands before their funded account. The
 * caller reads the facts (only those the question needs) and passes the time in; the answer
 * is composed here, so it is the same for the same facts.
 */
export type HelpIntent = "whyFailed" | "whenPaid" | "fundedPath";

/** The stems (help-search's `stem`) that point a question at each intent. */
const TRIGGERS: Readonly<Record<HelpIntent, readonly string[]>> = {
  whyFailed: ["fail", "breach", "blow", "lose", "violat", "disqualif", "terminat"],
  whenPaid: ["pay", "payout", "withdraw", "transfer", "money", "cash", "owe", "earn", "payday"],
  fundedPath: ["fund", "kyc", "identity", "verify", "agreement", "document", "passport"],
};

const ORDER: readonly HelpIntent[] = ["whyFailed", "whenPaid", "fundedPath"];

/** The intents a question points at, in a fixed order; none for an empty question. */
export function helpIntents(query: string): HelpIntent[] {
  const terms = helpTerms(query);
  return ORDER.filter((intent) =>
    terms.some((term) => TRIGGERS[intent].some((trigger) => term.startsWith(trigger))),
  );
}

export interface HelpLink {
  readonly label: string;
  readonly href: string;
}

export interface HelpAnswer {
  readonly id: HelpIntent;
  readonly title: string;
  readonly text: string;
  readonly link: HelpLink | null;
}

/** The trader's newest failed account and the decision that ended it. */
export interface FailureFacts {
  readonly userId: string;
  readonly accountId: string;
  readonly planId: string;
  readonly phase: PhaseId;
  readonly endedAt: number;
  /** The stored evidence's sentence ("Equity $189,990.00 fell below ..."), if one is stored. */
  readonly message: string | null;
}

export interface PayFacts {
  readonly now: number;
  /** The zone of the weekly settlement (DAILY_RESET_TZ). */
  readonly timeZone: string;
  readonly activeFundedAccounts: number;
  /** What the ledger says is owed to the trader, and what a new request may ask for. */
  readonly owedCents: Cents;
  readonly availableCents: Cents;
  readonly openRequests: number;
}

export interface FundedPathFacts {
  readonly fundedAccountOpen: boolean;
  /** What is still missing, in words, in order (the funded path's own list). */
  readonly missing: readonly string[];
}

const when = (time: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(new Date(time));

const accountName = (planId: string, phase: PhaseId) => {
  const plan = getPlan(planId)?.label ?? planId;
  const p = getPhase(phase);
  return `${plan} ${p ? `Phase ${p.numeral}` : phase}`;
};

export function whyFailedAnswer(failure: FailureFacts | null): HelpAnswer {
  const title = "Why did my account fail?";
  if (!failure) {
    return {
      id: "whyFailed",
      title,
      text: "None of your accounts has failed. An account fails when its equity, open positions included, falls below its daily loss floor or its max loss floor; the rules page shows each floor.",
      link: { label: "The rules", href: "/dashboard/rules#rules" },
    };
  }
  const ended = when(failure.endedAt, "UTC");
  return {
    id: "whyFailed",
    title,
    text: `Your ${accountName(failure.planId, failure.phase)} account failed on ${ended}. ${
      failure.message ?? "No rule decision is stored for it: it was ended by our team."
    } The account page shows the evidence: the quote, every position and the figures, which you can replay.`,
    link: {
      label: "See the evidence",
      href: `/dashboard/metrics/${failure.userId}/${failure.accountId}`,
    },
  };
}

export function whenPaidAnswer(facts: PayFacts): HelpAnswer {
  const week = weekKeyOf(facts.now, facts.timeZone);
  const next = weekBounds(week, facts.timeZone).end;
  const parts = [
    `Every Monday at 00:00 (${facts.timeZone}) the week that ended is settled and funded accounts are credited their profit × PM. The next settlement is ${when(next, facts.timeZone)}, in ${describeDuration(next - facts.now)}.`,
    facts.activeFundedAccounts > 0
      ? `You have ${facts.activeFundedAccounts === 1 ? "a funded account" : `${facts.activeFundedAccounts} funded accounts`}: a week that ends in profit is credited to you.`
      : "You have no funded account yet: only funded accounts are paid, after you pass phase I and phase II.",
    facts.owedCents > 0
      ? `You are owed ${formatUsd(facts.owedCents)}; ${formatUsd(facts.availableCents)} of it can be requested now${facts.openRequests > 0 ? ` (${facts.openRequests === 1 ? "one request is" : `${facts.openRequests} requests are`} open)` : ""}. An admin reviews every request.`
      : "Nothing is owed to you right now.",
    "During the beta no real money is transferred: a paid request is recorded, not sent.",
  ];
  return {
    id: "whenPaid",
    title: "When do I get paid?",
    text: parts.join(" "),
    link: { label: "Payouts and transfers", href: "/dashboard/jackpot" },
  };
}

export function fundedPathAnswer(facts: FundedPathFacts): HelpAnswer {
  const title = "What stands before my funded account?";
  if (facts.missing.length === 0) {
    return {
      id: "fundedPath",
      title,
      text: facts.fundedAccountOpen
        ? "Nothing: your funded account is open. Trade it from the arena."
        : "Nothing is missing: your funded account opens as soon as the server has processed your last step.",
      link: { label: "Your accounts", href: "/dashboard/accounts" },
    };
  }
  const steps = facts.missing.map((step, i) => `${i + 1}. ${step}`).join(" ");
  const next = facts.missing[0]!;
  const link = /identity|KYC/i.test(next)
    ? { label: "Identity verification", href: "/dashboard/kyc" }
    : /agreement/i.test(next)
      ? { label: "The trader agreement", href: "/dashboard/agreements" }
      : { label: "Your accounts", href: "/dashboard/accounts" };
  return {
    id: "fundedPath",
    title,
    text: `Still to do, in order: ${steps}`,
    link,
  };
}
