import type { MerchItem } from "@proparena/contracts/merch";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useMerch } from "../api/get-merch";
import { MerchCard } from "../components/merch/merch-card";

function Catalogue({ items }: { items: MerchItem[] }) {
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-700 p-8 text-center">
        <h2 className="text-lg font-semibold text-white">The merch store has no items yet</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-300">
          Items appear here as soon as they are added to the catalogue.
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="merch-catalogue-title" className="space-y-4">
      <h2 id="merch-catalogue-title" className="sr-only">
        Catalogue
      </h2>
      <ul
        aria-label="Merch items"
        className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {items.map((item) => (
          <MerchCard key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** /dashboard/merch — the merch catalogue from GET /api/merch (ordering is not open yet). */
export function MerchPage() {
  const { data, isPending, isError, error, refetch } = useMerch();

  let body;
  if (isPending) body = <LoadingState label="Loading the merch store…" />;
  else if (isError) {
    body = (
      <ErrorState
        title="The merch store could not be loaded"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  } else body = <Catalogue items={data} />;

  return (
    <>
      <PageHeader eyebrow="Dashboard" title="Merch" description="Gear for traders who made it." />
      {body}
    </>
  );
}
