/**
 * Identity verification (KYC) as a state machine (DESIGN §9): not started -> submitted ->
 * approved | rejected (with a reason) -> submitted again. Approved is final. The trader's status
 * is that of their newest submission.
 */
export type KycStatus = "not_started" | "submitted" | "approved" | "rejected";
export type KycAction = "submit" | "approve" | "reject";

const NEXT: Record<KycStatus, Partial<Record<KycAction, KycStatus>>> = {
  not_started: { submit: "submitted" },
  submitted: { approve: "approved", reject: "rejected" },
  rejected: { submit: "submitted" },
  approved: {},
};

const REFUSALS: Record<KycStatus, string> = {
  not_started: "Nothing has been submitted yet.",
  submitted: "Your documents are being checked: wait for the answer before sending new ones.",
  approved: "Your identity is already verified.",
  rejected: "This submission was rejected; the trader may submit again.",
};

export type KycTransition =
  | { readonly ok: true; readonly status: KycStatus }
  | { readonly ok: false; readonly reason: string };

export function kycTransition(from: KycStatus, action: KycAction): KycTransition {
  const to = NEXT[from][action];
  if (to) return { ok: true, status: to };
  if (action === "submit") return { ok: false, reason: REFUSALS[from] };
  return { ok: false, reason: `A ${from.replace("_", " ")} identity check cannot be ${action}d.` };
}

/** The trader's status: their newest submission's, or not started. */
export function kycStatusOf(newest: { status: KycStatus } | undefined): KycStatus {
  return newest?.status ?? "not_started";
}

/** The age (whole years) on `today` (YYYY-MM-DD) of someone born on `birth` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const MIN_KYC_AGE = 18;

/** Why a date of birth cannot be accepted on `today`, or null. */
export function dateOfBirthRefusal(birth: string, today: string): string | null {
  if (!isCalendarDate(birth)) return "Enter a real date of birth (YYYY-MM-DD).";
  const age = ageOn(birth, today);
  if (age < MIN_KYC_AGE) return `You must be ${MIN_KYC_AGE} or older to trade a funded account.`;
  if (age > 120) return "Enter a real date of birth (YYYY-MM-DD).";
  return null;
}
