import { Link } from "react-router";
import type { Account } from "@proparena/contracts/trading";
import { QueryErrorState } from "../../../components/error-state";
import { SavingSwitch } from "../../../components/saving-switch";
import { Spinner } from "../../../components/spinner";
import { openbookTraderPath } from "../../../lib/paths";
import { useBookPublication, useSetPublication } from "../requests/book-publication";

const frame = "rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6";

function PublicPageLink({ publicId }: { publicId: string }) {
  return (
    <Link
      to={openbookTraderPath(publicId)}
      className="text-sm font-medium text-brand-300 underline-offset-4 hover:underline"
    >
      See the public page
    </Link>
  );
}

/**
 * The account page's openbook part (issue 31), for the trader's own account: a funded book is
 * always public ("Public (funded)"); a Beta or challenge book is public only if its trader
 * publishes it with the switch. Either way, a link to the public page.
 */
export function PublicationPanel({ account }: { account: Account }) {
  const publication = useBookPublication(account.id);
  const save = useSetPublication(account.id);

  let body;
  if (publication.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
        <Spinner className="size-4" /> Loading the book's publication…
      </p>
    );
  } else if (publication.isError) {
    body = (
      <QueryErrorState title="The book's publication could not be loaded" query={publication} />
    );
  } else if (publication.data.alwaysPublic) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-100">Public (funded)</p>
          <p className="text-xs text-slate-400">
            Every funded account's book is in the openbook, under your public name.
          </p>
        </div>
        <PublicPageLink publicId={publication.data.publicId} />
      </div>
    );
  } else {
    const { published, publicId } = publication.data;
    body = (
      <div className="space-y-2">
        <SavingSwitch
          className=""
          label="Publish this book"
          hint="Show this account's positions (delayed), trades, equity curve and rule decisions in the openbook, under your public name. Others can then follow it and copy it into their Beta accounts."
          name="published"
          checked={save.isPending ? (save.variables ?? published) : published}
          save={save}
          onChange={(checked) => save.mutate(checked)}
        />
        {published && <PublicPageLink publicId={publicId} />}
      </div>
    );
  }

  return (
    <section aria-labelledby="openbook-publication-title" className={frame}>
      <h2 id="openbook-publication-title" className="mb-3 text-lg font-semibold text-white">
        Openbook
      </h2>
      {body}
    </section>
  );
}
