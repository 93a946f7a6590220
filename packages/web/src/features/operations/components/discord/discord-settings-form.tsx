import { useId, useState } from "react";
import type { FormEvent } from "react";
import {
  DISCORD_EVENT_LABELS,
  DISCORD_EVENTS,
  DISCORD_WEBHOOK_EXAMPLE,
  updateDiscordBodySchema,
  type DiscordEvent,
  type DiscordSettings,
} from "@proparena/contracts/admin-settings";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { Modal } from "../../../../components/modal";
import { switchClass } from "../../../../components/switch-styles";
import { TextField } from "../../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { issueFieldErrors, zodFieldErrors } from "../../../../lib/zod-field-errors";
import {
  useUpdateDiscordSettings,
  type UpdateDiscordBody,
} from "../../requests/update-discord-settings";

type Action = "save" | "remove";

function EventSwitch({
  event,
  checked,
  disabled,
  onChange,
}: {
  event: DiscordEvent;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <label htmlFor={id} className="text-sm text-slate-100">
        {DISCORD_EVENT_LABELS[event]}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={`event-${event}`}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className={switchClass}
      />
    </li>
  );
}

/**
 * The webhook (the saved one shown masked; paste a new one to replace it, or remove it) and
 * which events post, saved together. A URL that is not a Discord webhook shows under the field.
 */
export function DiscordSettingsForm({ settings }: { settings: DiscordSettings }) {
  const save = useUpdateDiscordSettings();
  const [url, setUrl] = useState("");
  const [clientError, setClientError] = useState<string | undefined>();
  const [draft, setDraft] = useState<Partial<Record<DiscordEvent, boolean>>>({});
  const [action, setAction] = useState<Action | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const events = Object.fromEntries(
    DISCORD_EVENTS.map((event) => [event, draft[event] ?? settings.events[event] ?? false]),
  ) as Record<DiscordEvent, boolean>;
  const eventsChanged = DISCORD_EVENTS.some(
    (event) => events[event] !== (settings.events[event] ?? false),
  );
  const changed = eventsChanged || url.trim() !== "";
  // A URL the server refused (400, issue path "webhookUrl") shows under the field.
  const serverError =
    save.isError && isApiRequestError(save.error)
      ? issueFieldErrors<"webhookUrl">(save.error.issues).webhookUrl
      : undefined;
  const urlError = clientError ?? serverError;

  const send = (body: UpdateDiscordBody, what: Action) => {
    setAction(what);
    setClientError(undefined);
    save.mutate(body, {
      onSuccess: () => {
        setUrl("");
        setDraft({});
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || save.isPending) return;
    const body: UpdateDiscordBody = {};
    const typed = url.trim();
    if (typed) {
      const parsed = updateDiscordBodySchema.safeParse({ webhookUrl: typed });
      if (!parsed.success) {
        setClientError(zodFieldErrors<"webhookUrl">(parsed.error).webhookUrl);
        save.reset();
        const field = event.currentTarget.elements.namedItem("webhookUrl");
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      body.webhookUrl = typed;
    }
    if (eventsChanged) body.events = events;
    send(body, "save");
  };

  let outcome = null;
  if (save.isSuccess && action && !changed) {
    outcome = (
      <Alert tone="success">
        {action === "remove"
          ? "Webhook removed: nothing is posted to Discord until you add one."
          : "Discord settings saved."}
      </Alert>
    );
  } else if (save.isError && !serverError) {
    outcome = (
      <Alert tone="error" title={action === "remove" ? "Not removed" : "Not saved"}>
        {errorMessage(save.error)}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-200">Webhook</legend>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-950/40 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          {settings.webhookUrl ? (
            <p className="min-w-0">
              <span className="block text-slate-400">Saved webhook</span>
              <code className="block font-mono break-all text-slate-100">
                {settings.webhookUrl}
              </code>
            </p>
          ) : (
            <p className="text-slate-300">No webhook saved: nothing is posted to Discord.</p>
          )}
          {settings.webhookUrl && (
            <button
              type="button"
              onClick={() => setConfirmRemove(true)}
              disabled={save.isPending}
              className={buttonClass("ghost", "sm", "shrink-0")}
            >
              Remove webhook
            </button>
          )}
        </div>
        <TextField
          label={settings.webhookUrl ? "Replace with a new webhook URL" : "Webhook URL"}
          name="webhookUrl"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={DISCORD_WEBHOOK_EXAMPLE}
          value={url}
          error={urlError}
          hint="In Discord: Server settings → Integrations → Webhooks → Copy Webhook URL."
          onChange={(event) => {
            setUrl(event.target.value);
            setClientError(undefined);
            if (save.isError) save.reset();
          }}
        />
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-200">Post to Discord when</legend>
        <ul className="divide-y divide-slate-800">
          {DISCORD_EVENTS.map((event) => (
            <EventSwitch
              key={event}
              event={event}
              checked={events[event]}
              disabled={save.isPending}
              onChange={(checked) => setDraft((current) => ({ ...current, [event]: checked }))}
            />
          ))}
        </ul>
      </fieldset>

      <div aria-live="polite">{outcome}</div>
      <button
        type="submit"
        disabled={!changed || save.isPending}
        className={buttonClass("primary")}
      >
        {save.isPending && action === "save" ? "Saving…" : "Save settings"}
      </button>

      <Modal
        open={confirmRemove}
        title="Remove the webhook?"
        onClose={() => setConfirmRemove(false)}
      >
        <div className="space-y-4 text-sm">
          <p>
            Nothing is posted to Discord until a new webhook is saved. To add this one back, copy
            its URL from Discord again.
          </p>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={() => setConfirmRemove(false)}
              className={buttonClass("secondary")}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirmRemove(false);
                send({ webhookUrl: null }, "remove");
              }}
              className={buttonClass("danger")}
            >
              Remove webhook
            </button>
          </div>
        </div>
      </Modal>
    </form>
  );
}
