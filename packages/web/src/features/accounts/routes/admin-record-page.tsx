import { useParams } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage, isApiRequestError } from "../../../lib/api-client";
import { useAdminRecord, type AdminRecordKind } from "../requests/get-admin-record";
import { AdminBreadcrumbs, type AdminCrumb } from "../../../components/admin-breadcrumbs";
import { DetailSection } from "../../../components/detail-section";
import { NotFoundPanel } from "../../../components/not-found-panel";
import { RecordChartFrame } from "../components/record/record-chart-frame";
import { useRecordCharts } from "../components/record/record-chart-renderers";
import { RecordEvents } from "../components/record/record-events";
import { RecordFields } from "../components/record/record-fields";
import { adminPaths } from "../../../lib/admin-paths";

/** The route param of each kind of record, and its name. */
const KINDS: ReadonlyArray<{ kind: AdminRecordKind; param: string; label: string }> = [
  { kind: "positions", param: "positionid", label: "Position" },
  { kind: "orders", param: "orderid", label: "Order" },
  { kind: "tradehistory", param: "tradehistoryid", label: "Trade" },
];

/**
 * /admin/user/:userid/account/:accountid/{positions/:positionid | orders/:orderid |
 * tradehistory/:tradehistoryid}: one trading record — its fields, its events, and the
 * one-minute market around it with the events marked. The kind is the param present.
 */
export function AdminAccountRecordPage() {
  const params = useParams();
  const found = KINDS.find(({ param }) => params[param] !== undefined) ?? KINDS[0]!;
  const id = params[found.param] ?? "";
  const userid = params.userid ?? "";
  const accountid = params.accountid ?? "";
  const record = useAdminRecord(found.kind, id);
  const charts = useRecordCharts();

  const data = record.data;
  const userId = data?.userId ?? userid;
  const accountId = data?.accountId ?? accountid;
  const crumbs: AdminCrumb[] = [
    { label: "Users", to: adminPaths.users },
    { label: data?.userEmail ?? `User ${userid}`, to: adminPaths.user(userId) },
    { label: `Account ${accountId}`, to: adminPaths.account(userId, accountId) },
    { label: `${found.label} ${id}` },
  ];

  if (record.isPending || record.isError) {
    const notFound =
      record.isError && isApiRequestError(record.error) && record.error.status === 404;
    return (
      <>
        <AdminBreadcrumbs crumbs={crumbs} />
        <PageHeader eyebrow={`Admin · ${found.label}`} title={`${found.label} ${id}`} />
        {record.isPending ? (
          <LoadingState label={`Loading the ${found.label.toLowerCase()}…`} />
        ) : notFound ? (
          <NotFoundPanel
            title={`No such ${found.label.toLowerCase()}`}
            message={`There is no ${found.label.toLowerCase()} with the id ${id}.`}
            backTo={adminPaths.account(userid, accountid)}
            backLabel="Back to the account"
          />
        ) : (
          <ErrorState
            title={`The ${found.label.toLowerCase()} could not be loaded`}
            message={errorMessage(record.error)}
            onRetry={() => void record.refetch()}
          />
        )}
      </>
    );
  }

  const { symbol, events, candles } = record.data;
  return (
    <>
      <AdminBreadcrumbs crumbs={crumbs} />
      <PageHeader
        eyebrow={`Admin · ${found.label}`}
        title={`${found.label} · ${symbol}`}
        description={<span className="font-mono text-sm">{id}</span>}
      />
      <div className="space-y-10">
        <div className="grid gap-8 xl:grid-cols-2">
          <DetailSection title="Details">
            <RecordFields record={record.data.record} />
          </DetailSection>
          <DetailSection title="Events">
            <RecordEvents events={events} />
          </DetailSection>
        </div>
        <DetailSection
          title="Market"
          description={`${symbol} one-minute candles around the ${found.label.toLowerCase()}, its events marked.`}
        >
          {candles.length === 0 ? (
            <p className="text-sm text-slate-400">No market data for this period.</p>
          ) : (
            <RecordChartFrame label={`${symbol} one-minute candles with the events marked`}>
              {charts.candles({ symbol, candles, events })}
            </RecordChartFrame>
          )}
        </DetailSection>
      </div>
    </>
  );
}

export const AdminUserPositionPage = AdminAccountRecordPage;
export const AdminUserOrderPage = AdminAccountRecordPage;
export const AdminUserTradeHistoryPage = AdminAccountRecordPage;
