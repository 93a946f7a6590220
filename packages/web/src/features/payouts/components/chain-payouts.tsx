import { useState } from "react";
import type {
  ChainInfoResponse,
  ChainWeek,
  MyChainPayoutsResponse,
} from "@proparena/contracts/chain";
import { Alert } from "../../../components/alert";
import { buttonClass } from "../../../components/button-styles";
import { ErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { errorMessage } from "../../../lib/api-client";
import { formatCentsExact } from "../../../lib/format-money";
import {
  claimInBrowser,
  injectedProvider,
  linkInjectedWallet,
  rootOnChain,
} from "../lib/injected-wallet";
import {
  useChainPayouts,
  useRelayClaim,
  useUnlinkWallet,
  useWalletAction,
} from "../requests/chain-payouts";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const short = (hex: string) => `${hex.slice(0, 10)}…${hex.slice(-6)}`;

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/60 p-3">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="mt-1 font-mono text-lg font-bold text-white tabular-nums">
        {formatCentsExact(cents)}
      </dd>
    </div>
  );
}

function fundedState(week: ChainWeek): string {
  if (week.vetoedAt) return "Vetoed by the guardian";
  if (week.fundedAt) return week.fundedLate ? "Funded late" : "Funded";
  if (!week.postedAt) return week.lastError ? `Not posted yet (${week.lastError})` : "Posting…";
  return week.lastError ? `Not funded yet (${week.lastError})` : "Not funded yet";
}

/** "Verify against the chain": the browser reads the week's root from the contract itself. */
function VerifyRoot({ info, week }: { info: ChainInfoResponse; week: ChainWeek }) {
  const [state, setState] = useState<"idle" | "checking" | "match" | "differs" | "failed">("idle");
  const [detail, setDetail] = useState("");
  const verify = async () => {
    setState("checking");
    try {
      const root = await rootOnChain(info, week.chainWeek);
      setDetail(root);
      setState(root.toLowerCase() === week.root.toLowerCase() ? "match" : "differs");
    } catch (error) {
      setDetail(error instanceof Error ? error.message : String(error));
      setState("failed");
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void verify()}
        disabled={state === "checking"}
        className={buttonClass("secondary", "sm")}
      >
        Verify against the chain
      </button>
      <span role="status" className="text-xs">
        {state === "checking" && "Reading the contract…"}
        {state === "match" && (
          <span className="text-emerald-300">The contract holds this root.</span>
        )}
        {state === "differs" && (
          <span className="text-rose-300">The contract holds another root: {detail}</span>
        )}
        {state === "failed" && <span className="text-rose-300">Could not read it: {detail}</span>}
      </span>
    </span>
  );
}

function Weeks({ data }: { data: MyChainPayoutsResponse }) {
  if (data.weeks.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 p-4 text-sm text-slate-300">
        No week has been posted to the payout contract yet.
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Weeks on chain">
      {data.weeks.map((w) => (
        <li key={w.weekKey} className="rounded-xl border border-slate-800 p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-white">Week of {w.weekKey}</h3>
            <span className="text-slate-300">{fundedState(w)}</span>
          </div>
          <dl className="mt-2 grid gap-1 text-slate-300 sm:grid-cols-[10rem_1fr]">
            <dt>Root</dt>
            <dd className="font-mono break-all">{w.root}</dd>
            <dt>Posted in</dt>
            <dd className="font-mono">{w.postTx ? short(w.postTx) : "—"}</dd>
            <dt>Funded in</dt>
            <dd className="font-mono">{w.fundTx ? short(w.fundTx) : "—"}</dd>
            <dt>Funding deadline</dt>
            <dd>{w.deadline ? when.format(new Date(w.deadline)) : "—"}</dd>
            <dt>Claimable from</dt>
            <dd>{w.claimableAt ? when.format(new Date(w.claimableAt)) : "—"}</dd>
            <dt>Your leaf</dt>
            <dd>
              {w.mine ? (
                <>
                  {formatCentsExact(w.mine.amountCents)} this week,{" "}
                  {formatCentsExact(w.mine.cumulativeCents)} in all to {short(w.mine.address)}
                  <details>
                    <summary className="cursor-pointer text-brand-300">Proof</summary>
                    <pre className="font-mono text-xs break-all whitespace-pre-wrap">
                      {JSON.stringify(w.mine.proof, null, 2)}
                    </pre>
                  </details>
                </>
              ) : (
                "None this week"
              )}
            </dd>
          </dl>
          {data.chain && (
            <div className="mt-3">
              <VerifyRoot info={data.chain} week={w} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function WalletPart({ data }: { data: MyChainPayoutsResponse }) {
  const link = useWalletAction(linkInjectedWallet);
  const unlink = useUnlinkWallet();
  const failure = link.error ?? unlink.error;
  return (
    <div className="space-y-2 text-sm">
      {data.wallet ? (
        <p className="text-slate-300">
          Payout wallet: <strong className="font-mono text-white">{data.wallet.address}</strong>{" "}
          <button
            type="button"
            onClick={() => unlink.mutate()}
            disabled={unlink.isPending}
            className={buttonClass("ghost", "sm")}
          >
            Unlink
          </button>
        </p>
      ) : (
        <p className="text-slate-300">
          No payout wallet is linked. What you are owed stays owed to you in our books and goes into
          the first week&apos;s root after you link one.
        </p>
      )}
      <button
        type="button"
        onClick={() => link.mutate()}
        disabled={link.isPending}
        className={buttonClass(data.wallet ? "secondary" : "primary", "sm")}
      >
        {link.isPending
          ? "Waiting for your wallet…"
          : data.wallet
            ? "Link another wallet"
            : "Link a wallet (Sign-In with Ethereum)"}
      </button>
      {!injectedProvider() && (
        <p className="text-xs text-slate-500">
          Linking needs a browser wallet (e.g. MetaMask) that signs the message.
        </p>
      )}
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
    </div>
  );
}

function ClaimPart({ data }: { data: MyChainPayoutsResponse }) {
  const [sent, setSent] = useState<string | null>(null);
  const inBrowser = useWalletAction(() => claimInBrowser(data.chain!, data.claim!));
  const relay = useRelayClaim();
  const claim = data.claim;
  if (!data.chain || !claim) return null;
  const claimable =
    claim.funded && (!claim.claimableAt || new Date(claim.claimableAt) <= new Date());
  const failure = inBrowser.error ?? relay.error;
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-300">
        Your newest leaf: {formatCentsExact(claim.cumulativeCents)} in all to{" "}
        <span className="font-mono">{short(claim.address)}</span> (week of {claim.weekKey}).{" "}
        {!claim.funded && "The week is not funded yet."}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!claimable || inBrowser.isPending}
          onClick={() => inBrowser.mutate(undefined, { onSuccess: (hash) => setSent(hash) })}
          className={buttonClass("primary", "sm")}
        >
          {inBrowser.isPending ? "Claiming…" : "Claim with my wallet"}
        </button>
        <button
          type="button"
          disabled={!claimable || relay.isPending}
          onClick={() => relay.mutate(undefined, { onSuccess: (r) => setSent(r.txHash) })}
          className={buttonClass("secondary", "sm")}
        >
          {relay.isPending ? "Sending…" : "Ask the platform to relay"}
        </button>
      </div>
      {sent && (
        <p role="status" className="text-emerald-300">
          Claim sent in <span className="font-mono">{short(sent)}</span>.
        </p>
      )}
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
    </div>
  );
}

/** The trader's payouts on chain: wallet, figures, weeks with proofs, and the claim. */
export function ChainPayouts() {
  const chain = useChainPayouts();
  if (chain.isPending) return <LoadingState label="Loading your payouts on chain…" />;
  if (chain.isError) {
    return (
      <ErrorState
        title="Your payouts on chain could not be loaded"
        message={errorMessage(chain.error)}
        onRetry={() => void chain.refetch()}
      />
    );
  }
  const data = chain.data;
  if (!data.chain) {
    return (
      <p className="text-sm text-slate-400">The payout chain is starting; look again shortly.</p>
    );
  }
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 sm:grid-cols-4">
        <Figure label="Owed to you" cents={data.owedCents} />
        <Figure label="Waiting for a root" cents={data.awaitingRootCents} />
        <Figure label="Claimed on chain" cents={data.claimedCents} />
        <Figure label="This week so far" cents={data.accruingCents} />
      </dl>
      {data.penaltiesCents > 0 && (
        <p className="text-sm text-slate-300">
          Late penalties paid to you from the bond: {formatCentsExact(data.penaltiesCents)}
        </p>
      )}
      <WalletPart data={data} />
      <ClaimPart data={data} />
      <Weeks data={data} />
    </div>
  );
}
