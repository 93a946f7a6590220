import { useState, type FormEvent } from "react";
import type { PayoutRequest } from "@proparena/contracts/payout-requests";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import { useCreatePayoutRequest, useMyPayoutRequests } from "../requests/payout-requests";

const METHODS: Record<PayoutRequest["method"], { label: string; destination: string }> = {
  bank_transfer: { label: "Bank transfer", destination: "IBAN" },
  usdc: { label: "USDC", destination: "Wallet address" },
  paypal: { label: "PayPal", destination: "PayPal e-mail" },
};
const STATUS: Record<PayoutRequest["status"], string> = {
  pending: "Waiting for review",
  approved: "Approved",
  paid: "Paid",
  rejected: "Rejected",
};

/** What the trader is owed, a form to request a transfer, and the requests so far. */
export function PayoutTransfers() {
  const mine = useMyPayoutRequests();
  const create = useCreatePayoutRequest();
  const [amount, setAmount] = useState("");
  const [method, setMethod] = useState<PayoutRequest["method"]>("bank_transfer");
  const [destination, setDestination] = useState("");

  if (mine.isPending) return <LoadingState label="Loading your balance…" />;
  if (mine.isError) {
    return (
      <ErrorState
        title="Your balance could not be loaded"
        message={errorMessage(mine.error)}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(amount) * 100);
    create.mutate({ amountCents: cents, method, destination }, { onSuccess: () => setAmount("") });
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        Owed to you:{" "}
        <strong className="font-mono text-white">{formatCentsExact(mine.data.owedCents)}</strong>
        {" · "}available to request:{" "}
        <strong className="font-mono text-white">
          {formatCentsExact(mine.data.availableCents)}
        </strong>
      </p>
      {mine.data.availableCents > 0 && (
        <form
          onSubmit={submit}
          aria-label="Request a transfer"
          className="grid gap-3 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-end"
        >
          <TextField
            label="Amount (USD)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
          <label className="flex flex-col gap-1 text-sm text-slate-200">
            Method
            <select
              value={method}
              onChange={(e) => setMethod(e.target.value as PayoutRequest["method"])}
              className="rounded-md border border-slate-700 bg-slate-950 px-2 py-2 text-white"
            >
              {Object.entries(METHODS).map(([id, m]) => (
                <option key={id} value={id}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={METHODS[method].destination}
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            required
          />
          <button
            type="submit"
            disabled={create.isPending}
            className={buttonClass("primary", "md")}
          >
            {create.isPending ? "Sending…" : "Request transfer"}
          </button>
        </form>
      )}
      {create.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {errorMessage(create.error)}
        </p>
      )}
      {mine.data.requests.length > 0 && (
        <ul
          className="divide-y divide-slate-800 rounded-xl border border-slate-800"
          aria-label="Transfer requests"
        >
          {mine.data.requests.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
            >
              <span className="text-slate-300">
                {METHODS[r.method].label} · {new Date(r.createdAt).toLocaleDateString("en-US")}
                {r.reason && <span className="block text-xs text-slate-400">{r.reason}</span>}
              </span>
              <span className="flex items-center gap-4">
                <span className="font-mono text-white tabular-nums">
                  {formatCentsExact(r.amountCents)}
                </span>
                <span className="text-slate-200">{STATUS[r.status]}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
