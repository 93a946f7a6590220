import { useState, type FormEvent } from "react";
import {
  API_KEY_RATE_LIMIT,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from "@proparena/contracts/api-keys";
import type { Account } from "@proparena/contracts/trading";
import { Alert } from "../../../components/alert";
import { Badge } from "../../../components/badge";
import { buttonClass } from "../../../components/button-styles";
import { CopyLinkButton } from "../../../components/copy-link-button";
import { QueryErrorState } from "../../../components/error-state";
import { FormSubmit } from "../../../components/form-submit";
import { LoadingState } from "../../../components/loading-state";
import { EmptyNote, MetricsSection } from "../../../components/metrics-section";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { accountLabel } from "../../../lib/account-label";
import { errorMessage } from "../../../lib/api-client";
import { useAccounts } from "../../../lib/get-accounts";
import { formatTimeAgo } from "../../../lib/relative-time";
import { useNow } from "../../../lib/use-now";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../requests/api-keys";

const SCOPE_TEXT: Record<ApiKeyScope, string> = {
  read: "Read: accounts, positions, orders, trades and the stream",
  trade: "Trade: place, change, cancel and close",
};

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The form that makes a key, and the key itself once, to copy. */
function NewKeyForm({ accounts }: { accounts: readonly Account[] }) {
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["read"]);
  const [accountId, setAccountId] = useState("");
  const [made, setMade] = useState<CreatedApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scopes, accountId: accountId || null },
      {
        onSuccess: (answer) => {
          setMade(answer);
          setName("");
        },
      },
    );
  };
  const toggle = (scope: ApiKeyScope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  return (
    <div className="space-y-4">
      {made && (
        <Alert tone="success" title={`Your key "${made.apiKey.name}"`}>
          <p>Copy it now: it is shown only this once. We keep only a hash of it.</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="rounded bg-slate-950 px-2 py-1 font-mono text-xs break-all text-white">
              {made.key}
            </code>
            <CopyLinkButton url={made.key} label="Copy key" />
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              onClick={() => setMade(null)}
            >
              I have copied it
            </button>
          </div>
        </Alert>
      )}
      <form onSubmit={submit} className="space-y-3" aria-label="Make an API key">
        <TextField
          label="Name"
          value={name}
          maxLength={60}
          required
          placeholder="e.g. MA crossover bot"
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm text-slate-300">Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm text-slate-200">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={() => toggle(scope)}
              />
              {SCOPE_TEXT[scope]}
            </label>
          ))}
        </fieldset>
        <SelectField label="Account" value={accountId} onChange={setAccountId}>
          <option value="">All my accounts</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              Only {accountLabel(account)}
            </option>
          ))}
        </SelectField>
        <FormSubmit
          label="Make key"
          pendingLabel="Making the key…"
          pending={create.isPending}
          disabled={scopes.length === 0 || name.trim() === ""}
          error={create.error}
        />
      </form>
    </div>
  );
}

/** One key: what it may do, when it was used, and its revocation. */
function KeyRow({
  apiKey,
  accounts,
  now,
}: {
  apiKey: ApiKey;
  accounts: readonly Account[];
  now: number;
}) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const account = accounts.find((a) => a.id === apiKey.accountId);
  return (
    <li
      aria-label={apiKey.name}
      className="flex flex-col gap-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-white">{apiKey.name}</h3>
          <code className="font-mono text-xs text-slate-400">{apiKey.prefix}…</code>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} tone={scope === "trade" ? "warning" : "info"}>
              {scope}
            </Badge>
          ))}
          {apiKey.revokedAt && (
            <Badge tone="bad" status="revoked">
              Revoked
            </Badge>
          )}
        </div>
        <p className="text-sm text-slate-400">
          {apiKey.accountId
            ? `Only ${account ? accountLabel(account) : `account #${apiKey.accountId.slice(-6)}`}`
            : "All your accounts"}
          {" · "}made {date.format(new Date(apiKey.createdAt))}
          {" · "}
          {apiKey.lastUsedAt ? `last used ${formatTimeAgo(apiKey.lastUsedAt, now)}` : "never used"}
          {apiKey.revokedAt && ` · revoked ${date.format(new Date(apiKey.revokedAt))}`}
        </p>
        {revoke.isError && <p className="text-sm text-rose-300">{errorMessage(revoke.error)}</p>}
      </div>
      {!apiKey.revokedAt &&
        (confirming ? (
          <div className="flex gap-2">
            <button
              type="button"
              disabled={revoke.isPending}
              className={buttonClass("danger", "sm")}
              onClick={() => revoke.mutate(apiKey.id, { onSettled: () => setConfirming(false) })}
            >
              {revoke.isPending ? "Revoking…" : `Revoke ${apiKey.name} now`}
            </button>
            <button
              type="button"
              className={buttonClass("ghost", "sm")}
              onClick={() => setConfirming(false)}
            >
              Keep it
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => setConfirming(true)}
          >
            Revoke
          </button>
        ))}
    </li>
  );
}

/**
 * Settings > API keys (issue 32): personal keys for trading from code. A key is shown once when
 * made; the list says what each may do and when it was last used; revoking stops it at once.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const accounts = useAccounts();
  const now = useNow(60_000);
  const mine = accounts.data?.accounts ?? [];

  let list;
  if (keys.isPending) list = <LoadingState label="Loading your API keys…" />;
  else if (keys.isError)
    list = <QueryErrorState title="Your API keys could not be loaded" query={keys} />;
  else if (keys.data.keys.length === 0)
    list = <EmptyNote>No API keys yet. Make one below to trade from your own code.</EmptyNote>;
  else
    list = (
      <ul aria-label="API keys" className="space-y-3">
        {keys.data.keys.map((apiKey) => (
          <KeyRow key={apiKey.id} apiKey={apiKey} accounts={mine} now={now} />
        ))}
      </ul>
    );

  return (
    <MetricsSection
      id="api-keys"
      title="API keys"
      description={`Trade from code with the same routes as the arena: send a key as "Authorization: Bearer <key>", and follow quotes and your accounts on the streaming WebSocket. Orders placed with a key are marked as API orders. Each key may make ${API_KEY_RATE_LIMIT.max} requests a minute. The trading API guide, with a complete example bot, is docs/trading-api.md.`}
    >
      <div className="space-y-6">
        {list}
        <NewKeyForm accounts={mine} />
      </div>
    </MetricsSection>
  );
}
