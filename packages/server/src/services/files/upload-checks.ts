import { ERROR_CODES } from "@proparena/contracts/error-codes";
import { cleanPersonText, cutText } from "@proparena/contracts/person-text";
import { FILE_NAME_HEADER } from "@proparena/contracts/uploads";
import { fieldInvalid, HttpError } from "../../lib/http-error";

// Checks of an upload before it is stored: its size and its file name.

/** 413 FILE_TOO_LARGE: an upload over its purpose's cap, `maxBytes`. */
export const fileTooLarge = (maxBytes: number) =>
  new HttpError(
    ERROR_CODES.fileTooLarge,
    `The file is too large: at most ${maxBytes / (1024 * 1024)} MB.`,
  );

/** The longest file name kept; a longer one is cut at a whole character, its extension kept. */
const MAX_FILE_NAME = 200;

/**
 * The uploader's name for the file, as display text only: no folders, no control characters,
 * then the rules of all text people read (`cleanPersonText`: NFC, no broken characters, no
 * direction controls, something visible), cut to 200 characters at a whole character. No name
 * at all takes `fallback`; a name those rules refuse is a 400 on the name header.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  let name = raw ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // not URI-encoded: take it as it is
  }
  name = (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .normalize("NFC")
    .trim();
  if (name === "" || name === "." || name === "..") return fallback;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? "";
  const stem = name.slice(0, name.length - extension.length);
  const cleaned = cleanPersonText(
    name.length > MAX_FILE_NAME
      ? cutText(stem, MAX_FILE_NAME - extension.length) + extension
      : name,
    { label: "The file's name", max: MAX_FILE_NAME, cut: true },
  );
  if (!cleaned.ok) throw fieldInvalid(FILE_NAME_HEADER, cleaned.problem);
  return cleaned.text;
}
