import type { LinkSignal, SignalKind } from "./integrity-inputs";
import type { IntegrityPolicy } from "./integrity-policy";
import { roundScore, type Detection } from "./integrity-flags";

/**
 * Multi-accounting: one person behind several identities, seen as different people sharing
 * device, address and payment signals. Each shared value adds by its weight (a card says much
 * more than an address: households and offices share addresses), as independent evidence:
 * 1 − Π(1 − w). A value shared by many people is public (a café, a mobile network's address)
 * and links no one from then on.
 *
 * `PersonLinks` keeps, per value, the people who used it, per pair of people the values they
 * share, and groups of people linked strongly enough (union–find), which hedging uses to find
 * the accounts of "one person or linked people". Each signal costs O(people sharing its value).
 */
export interface SharedSignal {
  readonly kind: SignalKind;
  readonly value: string;
}

export function linkScore(shared: readonly SharedSignal[], policy: IntegrityPolicy): number {
  let apart = 1;
  for (const s of shared) apart *= 1 - policy.multiAccount.weights[s.kind];
  return roundScore(1 - apart);
}

const compareShared = (a: SharedSignal, b: SharedSignal) =>
  a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0;

export interface LinkUpdate {
  readonly detections: Detection[];
  /** Groups joined by this signal: [the group kept, the group merged into it]. */
  readonly merged: Array<[string, string]>;
}

export class PersonLinks {
  private readonly people = new Map<string, string[]>();
  private readonly shared = new Map<string, SharedSignal[]>();
  private readonly parent = new Map<string, string>();

  constructor(private readonly policy: IntegrityPolicy) {}

  /** The group a person belongs to (its root's id). */
  group(personId: string): string {
    let root = personId;
    for (let up = this.parent.get(root); up !== undefined; up = this.parent.get(root)) root = up;
    // Path compression: point everyone on the way at the root.
    for (let p = personId, up = this.parent.get(p); up !== undefined; up = this.parent.get(p)) {
      if (up !== root) this.parent.set(p, root);
      p = up;
    }
    return root;
  }

  /** The values `a` and `b` share (sorted), none for strangers. */
  sharedBy(a: string, b: string): readonly SharedSignal[] {
    return this.shared.get(a < b ? `${a}|${b}` : `${b}|${a}`) ?? [];
  }

  observe(signal: LinkSignal): LinkUpdate {
    const valueKey = `${signal.kind}:${signal.value}`;
    const users = this.people.get(valueKey) ?? [];
    if (users.includes(signal.personId)) return { detections: [], merged: [] };
    users.push(signal.personId);
    this.people.set(valueKey, users);
    if (users.length > this.policy.multiAccount.maxPeoplePerValue)
      return { detections: [], merged: [] };
    const detections: Detection[] = [];
    const merged: Array<[string, string]> = [];
    const me = signal.personId;
    for (const other of users) {
      if (other === me) continue;
      const key = me < other ? `${me}|${other}` : `${other}|${me}`;
      const list = [...(this.shared.get(key) ?? []), { kind: signal.kind, value: signal.value }];
      list.sort(compareShared);
      this.shared.set(key, list);
      const score = linkScore(list, this.policy);
      if (score >= this.policy.multiAccount.linkAt) {
        const join = this.union(me, other);
        if (join) merged.push(join);
      }
      for (const [self, them] of [
        [me, other],
        [other, me],
      ] as const) {
        detections.push({
          kind: "multi-account",
          accountId: null,
          personId: self,
          score,
          time: signal.time,
          evidence: {
            trades: [],
            quotes: [],
            otherAccounts: [],
            otherPeople: [them],
            signals: list,
            figures: { sharedValues: list.length },
          },
          message: `This person shares ${list.map((s) => `a ${KIND_WORDS[s.kind]}`).join(", ")} with person ${them}; score ${score}.`,
        });
      }
    }
    return { detections, merged };
  }

  /** Joins two groups under the smaller root id; null when already one. */
  private union(a: string, b: string): [string, string] | null {
    const ra = this.group(a);
    const rb = this.group(b);
    if (ra === rb) return null;
    const [keep, gone] = ra < rb ? [ra, rb] : [rb, ra];
    this.parent.set(gone, keep);
    return [keep, gone];
  }
}

const KIND_WORDS: Readonly<Record<SignalKind, string>> = {
  device: "device",
  ip: "sign-in address",
  card: "payment card",
  wallet: "payout wallet",
};
