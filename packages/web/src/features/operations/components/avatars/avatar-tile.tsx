import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { CatalogueAvatar } from "@proparena/contracts/admin-settings";
import { buttonClass } from "../../../../components/button-styles";
import { switchClass } from "../../../../components/switch-styles";
import { TextField } from "../../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { issueFieldErrors } from "../../../../lib/zod-field-errors";
import { useUpdateCatalogueAvatar } from "../../requests/update-catalogue-avatar";
import { labelProblem } from "./avatar-upload-form";

/** Renames an avatar in place: its label in a field, saved or cancelled. */
function RenameForm({ avatar, onDone }: { avatar: CatalogueAvatar; onDone: () => void }) {
  const rename = useUpdateCatalogueAvatar();
  const [label, setLabel] = useState(avatar.label);
  const [clientError, setClientError] = useState<string | undefined>();
  const serverError =
    rename.isError && isApiRequestError(rename.error)
      ? issueFieldErrors<"label">(rename.error.issues).label
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = label.trim();
    const problem = labelProblem(name);
    setClientError(problem);
    if (problem) return;
    if (name === avatar.label) {
      onDone();
      return;
    }
    rename.mutate({ id: avatar.id, changes: { label: name } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <TextField
        label="New label"
        name="label"
        maxLength={60}
        autoComplete="off"
        value={label}
        error={clientError ?? serverError}
        disabled={rename.isPending}
        autoFocus
        onChange={(event) => {
          setLabel(event.target.value);
          setClientError(undefined);
          if (rename.isError) rename.reset();
        }}
      />
      {rename.isError && !serverError && (
        <p role="alert" className="text-sm text-rose-300">
          Not renamed: {errorMessage(rename.error)}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={rename.isPending} className={buttonClass("primary", "sm")}>
          {rename.isPending ? "Saving…" : "Save"}
        </button>
        <button
          type="button"
          onClick={onDone}
          disabled={rename.isPending}
          className={buttonClass("ghost", "sm")}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Whether traders can pick the avatar; saved when flipped, flipped back if refused. */
function EnabledSwitch({ avatar }: { avatar: CatalogueAvatar }) {
  const id = useId();
  const toggle = useUpdateCatalogueAvatar();
  const checked = toggle.isPending
    ? (toggle.variables.changes.enabled ?? avatar.enabled)
    : avatar.enabled;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm text-slate-200">
          Offered to traders
        </label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={toggle.isPending}
          aria-describedby={`${id}-note`}
          onChange={(event) =>
            toggle.mutate({ id: avatar.id, changes: { enabled: event.target.checked } })
          }
          className={switchClass}
        />
      </div>
      <p id={`${id}-note`} aria-live="polite" className="min-h-4 text-xs">
        {toggle.isPending && <span className="text-slate-400">Saving…</span>}
        {toggle.isError && (
          <span role="alert" className="text-rose-300">
            Not saved: {errorMessage(toggle.error)}
          </span>
        )}
      </p>
    </div>
  );
}

/** One avatar of the catalogue: the picture, its label (renamable) and whether it is offered. */
export function AvatarTile({ avatar }: { avatar: CatalogueAvatar }) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  return (
    <article
      aria-labelledby={`${id}-label`}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900/50 p-4"
    >
      <img
        src={avatar.imageUrl}
        alt={avatar.label}
        width={256}
        height={256}
        loading="lazy"
        className={`aspect-square w-full rounded-xl border border-slate-800 bg-slate-950 object-cover ${avatar.enabled ? "" : "opacity-50 grayscale"}`}
      />
      <div className="flex items-start justify-between gap-2">
        <h3 id={`${id}-label`} className="min-w-0 font-semibold break-words text-white">
          {avatar.label}
        </h3>
        <span
          className={`shrink-0 rounded-full border px-2 py-0.5 text-xs ${
            avatar.enabled
              ? "border-emerald-400/40 bg-emerald-400/10 text-emerald-200"
              : "border-slate-500/40 bg-slate-500/10 text-slate-300"
          }`}
        >
          {avatar.enabled ? "Enabled" : "Disabled"}
        </span>
      </div>
      {renaming ? (
        <RenameForm avatar={avatar} onDone={() => setRenaming(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setRenaming(true)}
          className={buttonClass("secondary", "sm", "self-start")}
        >
          Rename
        </button>
      )}
      <div className="mt-auto border-t border-slate-800 pt-3">
        <EnabledSwitch avatar={avatar} />
      </div>
    </article>
  );
}
