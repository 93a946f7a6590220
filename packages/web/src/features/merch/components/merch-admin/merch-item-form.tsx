import { useState, type FormEvent } from "react";
import { merchItemBodySchema, type MerchItem } from "@proparena/contracts/merch";
import { focusRing } from "../../../../components/button-styles";
import { FileUploadField } from "../../../../components/file-upload-field";
import { FormSubmit } from "../../../../components/form-submit";
import { TextAreaField } from "../../../../components/text-area-field";
import { TextField } from "../../../../components/text-field";
import { isApiRequestError } from "../../../../lib/api-client";
import { useFileUpload } from "../../../../lib/use-file-upload";
import { useFormState } from "../../../../lib/use-form-state";
import {
  issueFieldErrors,
  refusedAtField,
  zodFieldErrors,
  type FieldErrors,
} from "../../../../lib/zod-field-errors";
import {
  useCreateAdminMerchItem,
  useUpdateAdminMerchItem,
  type MerchItemBody,
} from "../../requests/save-admin-merch-item";
import { centsToDollars, dollarsToCents, parseWholeNumber } from "../../lib/merch-admin-price";

/** The form's fields, named as the body's so the server's issues land on them. */
const FIELDS = [
  "name",
  "description",
  "imageFileId",
  "priceCents",
  "pricePoints",
  "stock",
  "active",
] as const;
type Field = (typeof FIELDS)[number];

function initialValues(item: MerchItem | null): Record<Field, string> {
  return {
    name: item?.name ?? "",
    description: item?.description ?? "",
    imageFileId: "",
    priceCents: centsToDollars(item?.priceCents ?? null),
    pricePoints: item?.pricePoints === null || !item ? "" : String(item.pricePoints),
    stock: item ? String(item.stock) : "",
    active: item ? String(item.active) : "true",
  };
}

type Parsed = { ok: true; body: MerchItemBody } | { ok: false; errors: FieldErrors<Field> };

/** The typed values as the body, checked like the server checks it. */
function parse(values: Record<Field, string>): Parsed {
  const errors: FieldErrors<Field> = {};
  const priceCents = values.priceCents.trim() === "" ? null : dollarsToCents(values.priceCents);
  if (values.priceCents.trim() !== "" && priceCents === null)
    errors.priceCents = "Give the price in dollars, e.g. 25 or 24.99";
  const pricePoints =
    values.pricePoints.trim() === "" ? null : parseWholeNumber(values.pricePoints);
  if (values.pricePoints.trim() !== "" && pricePoints === null)
    errors.pricePoints = "Give the points as a whole number, e.g. 500";
  const stock = parseWholeNumber(values.stock);
  if (stock === null)
    errors.stock =
      values.stock.trim() === "" ? "Say how many are in stock" : "Give the stock as a whole number";

  const parsed = merchItemBodySchema.safeParse({
    name: values.name,
    description: values.description,
    priceCents,
    pricePoints,
    stock: stock ?? 0,
    active: values.active === "true",
  });
  if (!parsed.success) {
    const schemaErrors = zodFieldErrors<Field>(parsed.error);
    for (const key of Object.keys(schemaErrors) as Field[])
      if (errors[key] === undefined) errors[key] = schemaErrors[key];
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const parsed = parse(values);
  return parsed.ok ? {} : parsed.errors;
}

/** The picture: the one uploaded now, else the item's current one, with a way to drop it. */
function ImagePreview({
  src,
  name,
  onRemove,
}: {
  src: string;
  name: string;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={src}
        alt={`Picture of ${name || "the item"}`}
        className="size-20 shrink-0 rounded-lg border border-slate-700 bg-slate-800 object-cover"
      />
      <button
        type="button"
        onClick={onRemove}
        className={`rounded px-2 py-1 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white ${focusRing}`}
      >
        Remove the picture
      </button>
    </div>
  );
}

/**
 * A merch item, new (`item` null) or edited: name, description, picture, price in dollars
 * and/or points, stock, and whether traders see it. Server refusals show at their field.
 */
export function MerchItemForm({
  item,
  onSaved,
  onCancel,
}: {
  item: MerchItem | null;
  onSaved: (item: MerchItem, created: boolean) => void;
  onCancel: () => void;
}) {
  const create = useCreateAdminMerchItem();
  const update = useUpdateAdminMerchItem();
  const save = item ? update : create;
  const form = useFormState<Field>(initialValues(item), validate);
  const image = useFileUpload(
    "merch",
    (file) => form.setValue("imageFileId", file?.id ?? ""),
    "Choose a JPEG or PNG image.",
  );
  const [currentRemoved, setCurrentRemoved] = useState(false);
  const busy = save.isPending || image.uploading !== null;
  const title = item ? `Edit ${item.name}` : "New merch item";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.trySubmit(event.currentTarget)) return;
    const parsed = parse(form.values);
    if (!parsed.ok) return;
    const body: MerchItemBody = { ...parsed.body };
    if (form.values.imageFileId) body.imageFileId = form.values.imageFileId;
    else if (item && currentRemoved) body.imageFileId = null;
    const onError = (error: Error) => {
      if (isApiRequestError(error)) form.setServerErrors(issueFieldErrors<Field>(error.issues));
    };
    if (item)
      update.mutate(
        { id: item.id, body },
        { onSuccess: (saved) => onSaved(saved, false), onError },
      );
    else create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
  };

  const atField = refusedAtField(save.error, FIELDS);

  let preview = null;
  if (image.file)
    preview = <ImagePreview src={image.file.url} name={form.values.name} onRemove={image.remove} />;
  else if (item?.imageUrl && !currentRemoved)
    preview = (
      <ImagePreview
        src={item.imageUrl}
        name={form.values.name}
        onRemove={() => setCurrentRemoved(true)}
      />
    );

  return (
    <section
      aria-labelledby="merch-form-title"
      className="mb-8 space-y-4 rounded-2xl border border-slate-800 bg-slate-900/50 p-4 sm:p-6"
    >
      <h2 id="merch-form-title" className="text-lg font-semibold text-white">
        {title}
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Name" autoFocus maxLength={80} {...form.field("name")} />
          <TextField
            label="Stock"
            inputMode="numeric"
            hint="How many are left; 0 shows it as out of stock."
            {...form.field("stock")}
          />
        </div>
        <TextAreaField
          label="Description"
          maxLength={1000}
          hint="Optional: material, sizes, what is special about it."
          className=""
          {...form.field("description")}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Price in dollars"
            inputMode="decimal"
            hint="E.g. 25 or 24.99. Leave empty for points only."
            {...form.field("priceCents")}
          />
          <TextField
            label="Price in points"
            inputMode="numeric"
            hint="E.g. 500. Leave empty for dollars only."
            {...form.field("pricePoints")}
          />
        </div>
        <div className="space-y-3">
          {preview}
          <FileUploadField
            upload={image}
            name="image"
            doneLabel="uploaded"
            label={item?.imageUrl || image.file ? "Replace the picture" : "Picture (optional)"}
            hint="A JPEG or PNG, up to 4 MB; square looks best."
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            serverError={form.errors.imageFileId}
            disabled={save.isPending}
          />
        </div>
        <label className="flex items-start gap-3 text-sm text-slate-200">
          <input
            type="checkbox"
            name="active"
            checked={form.values.active === "true"}
            onChange={(event) => form.setValue("active", String(event.target.checked))}
            className="mt-0.5 size-4 accent-brand-500"
          />
          <span>
            <span className="block font-medium">Active</span>
            <span className="block text-xs text-slate-400">
              Traders see active items in the merch catalogue.
            </span>
          </span>
        </label>
        {form.errors.active && <p className="text-sm text-rose-300">{form.errors.active}</p>}
        <FormSubmit
          label={item ? "Save changes" : "Add item"}
          pendingLabel="Saving…"
          pending={save.isPending}
          disabled={busy}
          onCancel={onCancel}
          error={atField ? null : save.error}
          errorTitle="The item was not saved"
        />
      </form>
    </section>
  );
}
