import { useId, useState } from "react";
import type { FormEvent } from "react";
import { createCatalogueAvatarBodySchema } from "@proparena/contracts/admin-settings";
import { UPLOAD_RULES } from "@proparena/contracts/uploads";
import { Alert } from "../../../../components/alert";
import { buttonClass } from "../../../../components/button-styles";
import { fieldControlClass } from "../../../../components/field-frame";
import { Spinner } from "../../../../components/spinner";
import { TextField } from "../../../../components/text-field";
import { errorMessage, isApiRequestError } from "../../../../lib/api-client";
import { issueFieldErrors } from "../../../../lib/zod-field-errors";
import { useCreateCatalogueAvatar } from "../../requests/create-catalogue-avatar";
import { useUploadAvatarImage } from "../../requests/upload-avatar-image";

const ACCEPT = UPLOAD_RULES.avatar.types.join(",");
const MAX_MB = Math.round(UPLOAD_RULES.avatar.maxBytes / (1024 * 1024));

/** The label's first problem under the contract's rules, or undefined. */
export function labelProblem(label: string): string | undefined {
  const parsed = createCatalogueAvatarBodySchema.shape.label.safeParse(label);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

interface Errors {
  file?: string;
  label?: string;
}

/**
 * Adds an avatar: uploads the image, then creates the catalogue entry with its label. A refused
 * image or label shows where it belongs; an image already uploaded is not sent twice.
 */
export function AvatarUploadForm() {
  const id = useId();
  const upload = useUploadAvatarImage();
  const create = useCreateCatalogueAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [uploaded, setUploaded] = useState<{ file: File; fileId: string } | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  // A new key empties the file input after a success.
  const [inputKey, setInputKey] = useState(0);
  const busy = upload.isPending || create.isPending;

  const labelServerError =
    create.isError && isApiRequestError(create.error)
      ? issueFieldErrors<"label">(create.error.issues).label
      : undefined;
  const labelError = errors.label ?? labelServerError;

  const finish = (fileId: string, name: string) => {
    create.mutate(
      { fileId, label: name },
      {
        onSuccess: (avatar) => {
          setAdded(avatar.label);
          setFile(null);
          setLabel("");
          setUploaded(null);
          setInputKey((key) => key + 1);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const name = label.trim();
    const found: Errors = {
      file: file ? undefined : "Choose an image",
      label: labelProblem(name),
    };
    setErrors(found);
    setAdded(null);
    upload.reset();
    create.reset();
    if (found.file || found.label || !file) {
      const first = event.currentTarget.elements.namedItem(found.file ? "image" : "label");
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    if (uploaded?.file === file) {
      finish(uploaded.fileId, name);
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) => {
        setUploaded({ file, fileId: stored.id });
        finish(stored.id, name);
      },
    });
  };

  let status = null;
  if (upload.isPending && file) {
    status = (
      <p className="flex items-center gap-2 text-sm text-slate-300">
        <Spinner className="size-4" /> Uploading {file.name}…
      </p>
    );
  } else if (create.isPending) {
    status = (
      <p className="flex items-center gap-2 text-sm text-slate-300">
        <Spinner className="size-4" /> Adding “{create.variables.label}” to the catalogue…
      </p>
    );
  } else if (upload.isError) {
    status = (
      <Alert tone="error">
        {file?.name ?? "The image"} was not uploaded: {errorMessage(upload.error)}
      </Alert>
    );
  } else if (create.isError && !labelServerError) {
    status = <Alert tone="error">The avatar was not added: {errorMessage(create.error)}</Alert>;
  } else if (added) {
    status = <Alert tone="success">Added “{added}” to the catalogue.</Alert>;
  }

  const fileErrorId = `${id}-file-error`;
  const fileHintId = `${id}-file-hint`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-200">
            Image
          </label>
          <input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            name="image"
            accept={ACCEPT}
            disabled={busy}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? fileErrorId : fileHintId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, file: undefined }));
              upload.reset();
            }}
            className={`${fieldControlClass(errors.file)} file:mr-3 file:rounded-md file:border-0 file:bg-slate-800 file:px-3 file:py-1 file:text-sm file:text-slate-100`}
          />
          {errors.file ? (
            <p id={fileErrorId} className="mt-1 text-sm text-rose-300">
              {errors.file}
            </p>
          ) : (
            <p id={fileHintId} className="mt-1 text-xs text-slate-400">
              JPEG or PNG, up to {MAX_MB} MB; shown as a square.
            </p>
          )}
        </div>
        <TextField
          label="Label"
          name="label"
          maxLength={60}
          autoComplete="off"
          value={label}
          error={labelError}
          hint="What the avatar is called when traders pick one."
          disabled={busy}
          onChange={(event) => {
            setLabel(event.target.value);
            setErrors((current) => ({ ...current, label: undefined }));
            if (create.isError) create.reset();
          }}
        />
      </div>
      <div aria-live="polite">{status}</div>
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        {busy ? "Adding…" : "Add avatar"}
      </button>
    </form>
  );
}
