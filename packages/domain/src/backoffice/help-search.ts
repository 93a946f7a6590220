/**
 * The help search: which help texts (the FAQ, the rules) answer a question typed in plain
 * words. Pure and deterministic: the same texts and query give the same hits in the same
 * order, best first, ties in the order the texts were given. No index to keep: the texts are a
 * few dozen short paragraphs.
 *
 * Words are compared by a rough stem ("payouts", "paid" and "pay" meet; "failed" and "fails"
 * meet "fail"), a few synonyms widen a word ("withdraw" finds the payouts, "blown" the
 * breaches), and the last word may be unfinished ("payo" finds "payout"), so the answers can
 * follow the typing.
 */

export interface HelpText {
  readonly title: string;
  readonly text: string;
}

export interface HelpHit<T extends HelpText> {
  readonly item: T;
  readonly score: number;
}

/** Words that say nothing about the subject of a question. */
const STOP_WORDS = new Set(
  (
    "a an and are am as at be been by can could did do does doing for from get gets got had has " +
    "have how i if in into is it its me my of on or our so than that the their them then there " +
    "these this those to us was we were what when where which who why will with would you your"
  ).split(" "),
);

/** Irregular forms, mapped before the suffixes are taken off. */
const IRREGULAR: Readonly<Record<string, string>> = {
  paid: "pay",
  payed: "pay",
  blew: "blow",
  blown: "blow",
  lost: "lose",
  losing: "lose",
  won: "win",
  winning: "win",
  bought: "buy",
  sold: "sell",
  kept: "keep",
  withdrawal: "withdraw",
  withdrawals: "withdraw",
  identification: "identity",
  verification: "verify",
  verified: "verify",
  funded: "fund",
  funding: "fund",
};

/** A rough stem: "payouts" -> "payout", "failed" -> "fail", "trading" and "trade" -> "trad". */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  let w = lower;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /(ches|shes|sses|xes)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** Stems that also look for others (one way: the key widens to the values). */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  pay: ["payout"],
  payout: ["pay"],
  withdraw: ["payout", "transfer"],
  transfer: ["payout"],
  money: ["payout", "fee"],
  cash: ["payout"],
  earn: ["payout", "profit"],
  fail: ["breach"],
  breach: ["fail"],
  blow: ["breach", "fail"],
  lose: ["loss", "breach"],
  drawdown: ["loss", "floor"],
  limit: ["floor", "loss"],
  kyc: ["identity", "verify"],
  identity: ["kyc"],
  verify: ["kyc", "identity"],
  id: ["identity", "kyc"],
  passport: ["identity", "kyc"],
  cost: ["fee", "price"],
  price: ["fee", "cost"],
  fee: ["price", "cost"],
  refund: ["fee"],
  help: ["support"],
  support: ["help"],
};

/** The words of a text, as stems, stop words left out. */
export function helpTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9%]+/g) ?? [])
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem)
    .filter((word) => word.length > 0);
}

interface Indexed<T> {
  readonly item: T;
  readonly order: number;
  readonly title: ReadonlySet<string>;
  readonly body: ReadonlySet<string>;
}

/** Each list's stems, worked out once per list (the server searches the same list each time). */
const indexes = new WeakMap<readonly HelpText[], Indexed<HelpText>[]>();

function index<T extends HelpText>(items: readonly T[]): Indexed<T>[] {
  let found = indexes.get(items);
  if (!found) {
    found = items.map((item, order) => ({
      item,
      order,
      title: new Set(helpTerms(item.title)),
      body: new Set(helpTerms(item.text)),
    }));
    indexes.set(items, found);
  }
  return found as Indexed<T>[];
}

/** Whether `words` holds `term`, or (for an unfinished word) a word starting with it. */
function holds(words: ReadonlySet<string>, term: string, prefix: boolean): boolean {
  if (words.has(term)) return true;
  if (!prefix) return false;
  for (const word of words) if (word.startsWith(term)) return true;
  return false;
}

const TITLE_WEIGHT = 3;
const BODY_WEIGHT = 1;
const SYNONYM_SHARE = 0.5;
/** A hit scoring under this share of the best hit's score is left out. */
const RELEVANT_SHARE = 0.5;

/**
 * The texts that answer `query`, best first, at most `limit`. A text must match at least half
 * of the query's words (a word counts if it, or one of its synonyms, is in the title or the
 * text); a word in the title counts three times one in the text, a synonym half; a text
 * scoring under half the best one's score is left out. An empty query (or one of stop words
 * only) answers nothing.
 */
export function searchHelp<T extends HelpText>(
  items: readonly T[],
  query: string,
  limit = 8,
): HelpHit<T>[] {
  const terms = [...new Set(helpTerms(query))];
  if (terms.length === 0 || limit <= 0) return [];
  // The last word may still be being typed: it also matches the words it begins (3+ letters).
  const last = query.trimEnd().length === query.length ? terms.at(-1) : undefined;
  const needed = Math.ceil(terms.length / 2);
  const hits: { item: T; score: number; order: number }[] = [];
  for (const entry of index(items)) {
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const prefix = term === last && term.length >= 3;
      const direct = holds(entry.title, term, prefix)
        ? TITLE_WEIGHT
        : holds(entry.body, term, prefix)
          ? BODY_WEIGHT
          : 0;
      let widened = 0;
      for (const synonym of SYNONYMS[term] ?? []) {
        const s = stem(synonym);
        const weight = entry.title.has(s) ? TITLE_WEIGHT : entry.body.has(s) ? BODY_WEIGHT : 0;
        widened = Math.max(widened, weight * SYNONYM_SHARE);
      }
      const best = Math.max(direct, widened);
      if (best > 0) {
        matched += 1;
        score += best;
      }
    }
    if (matched >= needed) hits.push({ item: entry.item, score, order: entry.order });
  }
  hits.sort((a, b) => b.score - a.score || a.order - b.order);
  // Texts that match far worse than the best one are noise next to it.
  const floor = (hits[0]?.score ?? 0) * RELEVANT_SHARE;
  return hits
    .filter((hit) => hit.score >= floor)
    .slice(0, limit)
    .map(({ item, score }) => ({ item, score }));
}
