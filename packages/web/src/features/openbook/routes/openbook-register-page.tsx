import { useSearchParams } from "react-router";
import { PUBLIC_REGISTER_KINDS, type PublicRegisterKind } from "@proparena/contracts/openbook";
import { QueryErrorState } from "../../../components/error-state";
import { HashCheckBox } from "../../../components/hash-check-box";
import { LoadMoreButton } from "../../../components/load-more-button";
import { LoadingState } from "../../../components/loading-state";
import { TransparencyPage } from "../../../components/transparency-page";
import { OpenbookLinks } from "../components/openbook-links";
import { RegisterEntries } from "../components/register-entries";
import { RegisterWeeks } from "../components/register-weeks";
import { REGISTER_KIND_LABELS, registerEvidenceForms } from "../lib/register-labels";
import { usePublicRegister } from "../requests/get-public-register";

const HINT =
  "Paste the evidence JSON of a decision (the account page and the trader's public page can copy it) and a hash from this register. Your browser writes the evidence as canonical JSON and computes its SHA-256; nothing is sent.";

function KindFilter({
  kind,
  onChange,
}: {
  kind: PublicRegisterKind | null;
  onChange: (kind: PublicRegisterKind | null) => void;
}) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-300">
      Show
      <select
        value={kind ?? ""}
        onChange={(event) =>
          onChange(PUBLIC_REGISTER_KINDS.find((k) => k === event.target.value) ?? null)
        }
        className="rounded-md border border-slate-700 bg-slate-950 px-2 py-1.5 text-white"
      >
        <option value="">Every decision</option>
        {PUBLIC_REGISTER_KINDS.map((value) => (
          <option key={value} value={value}>
            {REGISTER_KIND_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /openbook/register (issue 31) — the public register of decisions: every breach, withheld payout
 * and closed account, pseudonymous, with its rule or detector and the SHA-256 of its published
 * evidence; weekly totals; a box that checks any evidence against a hash in the browser. Public.
 */
export function OpenbookRegisterPage() {
  const [search, setSearch] = useSearchParams();
  const kind = PUBLIC_REGISTER_KINDS.find((k) => k === search.get("kind")) ?? null;
  const register = usePublicRegister(kind);

  let body;
  if (register.isPending) body = <LoadingState label="Loading the register…" />;
  else if (register.isError)
    body = <QueryErrorState title="The register could not be loaded" query={register} />;
  else {
    const entries = register.data.pages.flatMap((page) => page.entries);
    body = (
      <div className="space-y-6">
        {entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
            {kind
              ? `No “${REGISTER_KIND_LABELS[kind]}” decision is registered.`
              : "No decision is registered yet."}
          </p>
        ) : (
          <RegisterEntries entries={entries} />
        )}
        <LoadMoreButton query={register} label="Load more" />
        {register.isFetchNextPageError && (
          <p role="alert" className="text-sm text-rose-300">
            The next entries could not be loaded. Try again.
          </p>
        )}
        <RegisterWeeks weeks={register.data.pages[0]!.weeks} />
      </div>
    );
  }

  return (
    <TransparencyPage
      title="Register of decisions"
      description="Every breach, every withheld payout and every closed account, with its rule or detector and the SHA-256 of its evidence. Accounts are pseudonymous; the trader, and anyone they share the evidence with, can check the hash."
      aside={<HashCheckBox hint={HINT} forms={registerEvidenceForms} />}
    >
      <OpenbookLinks current="register" />
      <div className="mb-4">
        <KindFilter kind={kind} onChange={(next) => setSearch(next ? { kind: next } : {})} />
      </div>
      {body}
    </TransparencyPage>
  );
}
