import { INTEGRITY_KINDS, type RegisterPage } from "@proparena/contracts/integrity";
import { Badge } from "../../../components/badge";
import { EvidenceHashCell } from "../../../components/evidence-hash-cell";
import { QueryErrorState } from "../../../components/error-state";
import { LoadMoreButton } from "../../../components/load-more-button";
import { LoadingState } from "../../../components/loading-state";
import { ScrollTable } from "../../../components/scroll-table";
import { TransparencyPage } from "../../../components/transparency-page";
import { formatDay } from "../../../lib/format-trading";
import { formatCount } from "../../../lib/format-money";
import { HashCheckBox } from "../../../components/hash-check-box";
import { useRegister } from "../requests/get-register";
import { kindLabel, OUTCOME_LABELS, scoreText } from "../lib/integrity-labels";

function Totals({ totals }: { totals: RegisterPage["totals"] }) {
  const kinds = INTEGRITY_KINDS.filter((kind) => (totals.byKind[kind] ?? 0) > 0);
  return (
    <dl aria-label="Totals" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
        <dt className="text-xs text-slate-400">Payouts withheld</dt>
        <dd className="mt-1 font-mono text-xl text-white">{formatCount(totals.payoutWithheld)}</dd>
      </div>
      <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
        <dt className="text-xs text-slate-400">Accounts closed</dt>
        <dd className="mt-1 font-mono text-xl text-white">{formatCount(totals.accountClosed)}</dd>
      </div>
      {kinds.map((kind) => (
        <div key={kind} className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
          <dt className="text-xs text-slate-400">{kindLabel(kind)}</dt>
          <dd className="mt-1 font-mono text-xl text-white">
            {formatCount(totals.byKind[kind] ?? 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const COLUMNS = [
  "Date",
  "Detector",
  "Outcome",
  "Account",
  "Score",
  "Policy",
  "Reason",
  "Evidence hash",
];

function Entries({ pages }: { pages: RegisterPage[] }) {
  const entries = pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-slate-300">
        No payout has been withheld and no account closed for integrity reasons.
      </p>
    );
  }
  return (
    <ScrollTable
      caption="Integrity decisions, newest first"
      columns={COLUMNS}
      className="min-w-[56rem] text-sm"
      headClassName="text-xs text-slate-400 uppercase"
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-entry={entry.id} className="border-t border-slate-800/70 align-top">
          <td className="py-2 pr-4 whitespace-nowrap">{formatDay(entry.decidedAt)}</td>
          <td className="py-2 pr-4">{kindLabel(entry.kind)}</td>
          <td className="py-2 pr-4">
            <Badge tone="bad" status={entry.outcome}>
              {OUTCOME_LABELS[entry.outcome]}
            </Badge>
          </td>
          <td className="py-2 pr-4 font-mono text-xs">{entry.account}</td>
          <td className="py-2 pr-4 font-mono tabular-nums">{scoreText(entry.score)}</td>
          <td className="py-2 pr-4">v{entry.policyVersion}</td>
          <td className="py-2 pr-4 text-slate-300">{entry.reason}</td>
          <EvidenceHashCell hash={entry.evidenceHash} short />
        </tr>
      ))}
    </ScrollTable>
  );
}

/**
 * /integrity/register — the public register (issue 29): every withheld payout and closed account
 * with its detector, a pseudonym for the account, the score, the policy version, the reason and
 * the evidence hash the trader can check against what they were shown; totals; a box that checks
 * any evidence against a hash in the browser.
 */
export function RegisterPage() {
  const register = useRegister();
  let body;
  if (register.isPending) body = <LoadingState label="Loading the register…" />;
  else if (register.isError)
    body = <QueryErrorState title="The register could not be loaded" query={register} />;
  else
    body = (
      <div className="space-y-6">
        <Totals totals={register.data.pages[0]!.totals} />
        <Entries pages={register.data.pages} />
        <LoadMoreButton query={register} label="More" />
        {register.isFetchNextPageError && (
          <p role="alert" className="text-sm text-rose-300">
            The next entries could not be loaded. Try again.
          </p>
        )}
      </div>
    );
  return (
    <TransparencyPage
      title="Integrity register"
      description="Every payout withheld and every account closed after an integrity review, with the reason and the hash of the evidence it rests on. Accounts are pseudonymous; the trader can check the hash against the evidence they were shown."
      aside={<HashCheckBox />}
    >
      {body}
    </TransparencyPage>
  );
}
