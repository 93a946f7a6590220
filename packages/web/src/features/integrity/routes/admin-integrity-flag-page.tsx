import { useState } from "react";
import { Link, useParams } from "react-router";
import { AdminBreadcrumbs } from "../../../components/admin-breadcrumbs";
import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { DetailRows } from "../../../components/detail-rows";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { MetricsSection } from "../../../components/metrics-section";
import { NotFoundPanel } from "../../../components/not-found-panel";
import { PageHeader } from "../../../components/page-header";
import { isApiRequestError } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/admin-format";
import { adminPaths } from "../../../lib/admin-paths";
import { AppealView, DecisionView } from "../components/appeal-and-decision";
import { DecisionForm } from "../components/decision-form";
import { EvidenceCharts, type EvidenceChartRenderer } from "../components/evidence-charts";
import { EvidenceDetails } from "../components/evidence-details";
import { LinkedAccountsGraph } from "../components/linked-accounts-graph";
import { ScoreLine } from "../components/score-line";
import { useAdminIntegrityFlag } from "../requests/get-admin-integrity-flag";
import {
  isUndecided,
  kindLabel,
  OUTCOME_LABELS,
  scoreText,
  STATUS_LABELS,
  STATUS_TONES,
} from "../lib/integrity-labels";
import { adminFlagPath } from "./admin-integrity-queue-page";

const QUEUE = "/admin/integrity";

/**
 * /admin/integrity/:id — one flag with everything an admin decides from: the score and message,
 * the evidence drawn on its symbols' candles (`renderChart`, the back office's candle chart, given
 * by the app), the evidence itself, the linked accounts' graph, the person's other flags, the
 * trader's appeal, and the decision form while the flag is undecided.
 */
export function AdminIntegrityFlagPage({ renderChart }: { renderChart: EvidenceChartRenderer }) {
  const { id = "" } = useParams();
  const detail = useAdminIntegrityFlag(id);
  const [notice, setNotice] = useState<{ flagId: string; conflict: boolean; text: string } | null>(
    null,
  );
  const crumbs = [{ label: "Integrity queue", to: QUEUE }, { label: `Flag ${id}` }];

  if (detail.isPending) return <LoadingState label="Loading the flag…" />;
  if (detail.isError) {
    if (isApiRequestError(detail.error) && detail.error.status === 404) {
      return (
        <NotFoundPanel
          title="No such flag"
          message="This flag does not exist (or no longer does)."
          backTo={QUEUE}
          backLabel="Back to the integrity queue"
        />
      );
    }
    return <QueryErrorState title="The flag could not be loaded" query={detail} />;
  }

  const { flag, graph, related } = detail.data;
  const label = kindLabel(flag.kind);
  return (
    <>
      <AdminBreadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Integrity" title={`${label} · ${scoreText(flag.score)}`} />
      <div className="space-y-8">
        <MetricsSection id="flag" title="The flag">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[flag.status]} status={flag.status}>
              {STATUS_LABELS[flag.status]}
            </Badge>
            {flag.hold && isUndecided(flag.status) && <Badge tone="bad">Holds</Badge>}
          </div>
          <ScoreLine score={flag.score} threshold={flag.threshold} holdAt={flag.holdAt} />
          <p className="text-sm text-slate-100">{flag.message}</p>
          <DetailRows
            rows={[
              [
                "Trader",
                <Link
                  key="u"
                  to={adminPaths.user(flag.userId)}
                  className="text-brand-300 underline"
                >
                  {flag.userName || flag.userEmail} ({flag.userEmail})
                </Link>,
              ],
              [
                "Account",
                flag.accountId ? (
                  <Link
                    key="a"
                    to={adminPaths.account(flag.userId, flag.accountId)}
                    className="text-brand-300 underline"
                  >
                    {flag.accountId}
                  </Link>
                ) : (
                  "All of the person's accounts"
                ),
              ],
              ["Other people", flag.otherPeopleIds.join(", ") || "—"],
              ["Raised", formatDateTime(flag.raisedAt)],
              ["Updated", formatDateTime(flag.updatedAt)],
              ["Policy version", String(flag.policyVersion)],
            ]}
          />
        </MetricsSection>
        <MetricsSection
          id="chart"
          title="The trades on their candles"
          description="A marker at each open and close."
        >
          <EvidenceCharts
            flagId={flag.id}
            trades={flag.evidence.trades}
            renderChart={renderChart}
          />
        </MetricsSection>
        <MetricsSection id="evidence" title="Evidence">
          <EvidenceDetails
            evidence={flag.evidence}
            evidenceHash={flag.evidenceHash}
            title={`Evidence trades of the ${label.toLowerCase()} flag`}
          />
        </MetricsSection>
        <MetricsSection id="graph" title="Linked accounts">
          <LinkedAccountsGraph graph={graph} />
        </MetricsSection>
        <MetricsSection id="related" title="The person's other flags">
          {related.length === 0 ? (
            <p className="text-sm text-slate-400">No other flag on this person.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {related.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-2">
                  <Link to={adminFlagPath(row.id)} className="text-brand-300 underline">
                    {kindLabel(row.kind)}
                  </Link>
                  <span className="font-mono text-xs text-slate-300">{scoreText(row.score)}</span>
                  <Badge tone={STATUS_TONES[row.status]} status={row.status}>
                    {STATUS_LABELS[row.status]}
                  </Badge>
                  <span className="text-xs text-slate-400">{formatDateTime(row.raisedAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </MetricsSection>
        <MetricsSection id="appeal" title="The trader's appeal">
          {flag.appeal ? (
            <AppealView appeal={flag.appeal} who="Appeal" />
          ) : (
            <p className="text-sm text-slate-400">The trader has not answered.</p>
          )}
        </MetricsSection>
        <MetricsSection id="decision" title="Decision">
          {notice?.flagId === flag.id && (
            <Alert
              tone={notice.conflict ? "error" : "success"}
              title={notice.conflict ? "Someone decided first" : "Decided"}
            >
              {notice.text}
            </Alert>
          )}
          {flag.decision && <DecisionView decision={flag.decision} />}
          {isUndecided(flag.status) && (
            <DecisionForm
              flagId={flag.id}
              status={flag.status}
              onDecided={(outcome) =>
                setNotice({
                  flagId: flag.id,
                  conflict: false,
                  text: `The flag was decided: ${OUTCOME_LABELS[outcome]}. The trader is e-mailed with your reason.`,
                })
              }
              onConflict={(message) =>
                setNotice({
                  flagId: flag.id,
                  conflict: true,
                  text: `${message} Your decision was not saved; the flag is shown as it is now.`,
                })
              }
            />
          )}
        </MetricsSection>
      </div>
    </>
  );
}
