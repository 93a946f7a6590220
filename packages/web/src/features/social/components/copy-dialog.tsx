import { Link, useNavigate } from "react-router";
import type { OpenbookBook, PublicTrader } from "@proparena/contracts/openbook";
import { FormSubmit } from "../../../components/form-submit";
import { LoadingState } from "../../../components/loading-state";
import { Modal } from "../../../components/modal";
import { SelectField } from "../../../components/select-field";
import { useToast } from "../../../components/toast";
import { QueryErrorState } from "../../../components/error-state";
import { useAccounts } from "../../../lib/get-accounts";
import { formatUsd } from "../../../lib/format-trading";
import { useFormState } from "../../../lib/use-form-state";
import { copyLimitValues, readCopyLimits, type CopyLimitField } from "../lib/copy-limits";
import { copyTargets } from "../lib/beta-accounts";
import { useStartCopy } from "../requests/copy-subscriptions";
import { CopyLimitsFields } from "./copy-limits-fields";

export const COPYING_PATH = "/dashboard/copying";

type Field = CopyLimitField | "targetAccountId";

/** The form, once the trader's accounts are known and one of them is a Beta account. */
function StartCopyForm({
  trader,
  book,
  targets,
  onDone,
}: {
  trader: PublicTrader;
  book: Pick<OpenbookBook, "bookId" | "label">;
  targets: ReturnType<typeof copyTargets>;
  onDone: () => void;
}) {
  const start = useStartCopy();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useFormState<Field>(
    { targetAccountId: targets[0]!.id, ...copyLimitValues() },
    (values) => {
      const read = readCopyLimits(values);
      return read.ok ? {} : read.errors;
    },
  );

  const send = () => {
    const read = readCopyLimits(form.values);
    if (!read.ok) return;
    start.mutate(
      {
        publicId: trader.publicId,
        bookId: book.bookId,
        targetAccountId: form.values.targetAccountId,
        ...read.limits,
      },
      {
        onSuccess: () => {
          onDone();
          toast.show({
            tone: "success",
            title: `Copying ${trader.name}`,
            description: `${book.label} into your Beta account.`,
            action: {
              label: "My copies",
              href: COPYING_PATH,
              onClick: () => void navigate(COPYING_PATH),
            },
          });
        },
        onError: form.showRefusal,
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onValidSubmit(send)} className="space-y-4">
      <SelectField label="Your Beta account" {...form.selectField("targetAccountId")}>
        {targets.map((account) => (
          <option key={account.id} value={account.id}>
            {account.planLabel} · {formatUsd(account.equityCents)} equity · opened{" "}
            {account.createdAt.slice(0, 10)}
          </option>
        ))}
      </SelectField>
      <CopyLimitsFields field={form.field} />
      <FormSubmit
        label="Start copying"
        pendingLabel="Starting…"
        pending={start.isPending}
        error={start.error}
        errorTitle="Copying was refused"
        shownAtFields={["sizeMultiplier", "riskPerTradePercent", "dailyLossCapCents"]}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * "Copy" on a public book: a dialog that picks one of the trader's own Beta accounts (only
 * those: challenge and funded accounts never copy) and the copying's limits. The server's
 * refusal, if it comes, is shown above the buttons.
 */
export function CopyDialog({
  trader,
  book,
  onClose,
}: {
  trader: PublicTrader;
  book: Pick<OpenbookBook, "bookId" | "label">;
  onClose: () => void;
}) {
  const accounts = useAccounts();
  let body;
  if (accounts.isPending) body = <LoadingState label="Loading your accounts…" />;
  else if (accounts.isError)
    body = <QueryErrorState title="Your accounts could not be loaded" query={accounts} />;
  else {
    const targets = copyTargets(accounts.data.accounts);
    body =
      targets.length === 0 ? (
        <div className="space-y-3 text-sm">
          <p role="status">
            You have no active Beta account. Copying goes into a Beta account only: challenge and
            funded accounts cannot copy another trader.
          </p>
          <Link to="/dashboard/accounts" className="text-brand-300 underline">
            Your accounts
          </Link>
        </div>
      ) : (
        <StartCopyForm trader={trader} book={book} targets={targets} onDone={onClose} />
      );
  }
  return (
    <Modal open title={`Copy ${trader.name} · ${book.label}`} onClose={onClose} wide>
      <p className="mb-4 text-sm text-slate-400">
        Each trade they open is copied into your Beta account in proportion to your equity, within
        your limits; closing theirs closes your copy. Copying into a challenge or funded account is
        not allowed.
      </p>
      {body}
    </Modal>
  );
}
