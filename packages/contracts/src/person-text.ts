import { z } from "zod";

/**
 * Text that people read: names, display names, subjects, labels, uploaded file names. One rule
 * for all of it, on the server and in the forms: NFC-normalised and trimmed; no broken
 * characters (lone surrogates), no bidirectional controls (they make "exe.pdf" out of
 * "fdp.exe"), no control characters, and at least one visible character. Where such text is
 * shortened it is cut at a whole character (a grapheme), never inside one.
 */

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Embeddings and overrides (U+202A-202E), isolates (U+2066-2069), LRM, RLM and ALM. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** C0 and C1 controls: line breaks, tabs, escape, NUL. */
const CONTROL = /\p{Cc}/u;
/**
 * Characters that show nothing on their own: spaces, format characters (zero-width space and
 * joiners, the BOM), default-ignorable ones (the Hangul fillers), combining marks with nothing
 * to combine with, and the blank Braille pattern.
 */
const INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]*$/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** `text` cut to at most `max` UTF-16 code units, at the end of a whole grapheme. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** The first character a reader sees (a whole grapheme: "É", "👩‍💻"), or "". */
export function firstGrapheme(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return "";
}

export interface PersonTextRules {
  /** How the field is called in messages: "Name", "Subject". */
  label: string;
  /** Most UTF-16 code units (what `String.length` counts). */
  max: number;
  /** Fewest (default 1). */
  min?: number;
  /** The field's own words, where a form already had them. */
  messages?: { required?: string; tooShort?: string; tooLong?: string };
}

/** The messages of a field: its own, or built from its label. */
function messagesOf({ label, min = 1, max, messages = {} }: PersonTextRules) {
  const required = messages.required ?? `${label} is required`;
  return {
    required,
    tooShort:
      messages.tooShort ?? (min <= 1 ? required : `${label} must be at least ${min} characters`),
    tooLong: messages.tooLong ?? `${label} must be at most ${max} characters`,
    broken: `${label} contains a broken character.`,
    control: `${label} must be one line without control characters.`,
    bidi: `${label} must not contain characters that change the text's direction.`,
    invisible: `${label} must contain a visible character.`,
  };
}

/**
 * What is wrong with the characters of `text` (normalised and trimmed), or null: broken ones,
 * controls, direction controls, or nothing visible (said only of text long enough to count).
 */
function characterProblem(text: string, rules: PersonTextRules): string | null {
  const say = messagesOf(rules);
  if (LONE_SURROGATE.test(text)) return say.broken;
  if (CONTROL.test(text)) return say.control;
  if (BIDI_CONTROL.test(text)) return say.bidi;
  if (text.length >= (rules.min ?? 1) && INVISIBLE.test(text)) return say.invisible;
  return null;
}

/**
 * `raw` as stored and shown: NFC, trimmed, and (with `cut`) shortened to `max` at a whole
 * character; or the problem that refuses it, in the words the schema below answers with. The
 * server's upload names use it.
 */
export function cleanPersonText(
  raw: string,
  rules: PersonTextRules & { cut?: boolean },
): { ok: true; text: string } | { ok: false; problem: string } {
  const say = messagesOf(rules);
  const normal = raw.normalize("NFC").trim();
  const text = rules.cut ? cutText(normal, rules.max).trim() : normal;
  const problem =
    characterProblem(text, rules) ??
    (text.length < (rules.min ?? 1) ? say.tooShort : text.length > rules.max ? say.tooLong : null);
  return problem === null ? { ok: true, text } : { ok: false, problem };
}

/**
 * The zod schema of a person-facing text field: a string of `min` to `max` characters once
 * normalised and trimmed (the OpenAPI document says so), refused with a 400 on its field for
 * what `cleanPersonText` refuses, and normalised when it passes.
 */
export function personText(rules: PersonTextRules) {
  const say = messagesOf(rules);
  return z
    .string({ error: say.required })
    .normalize("NFC")
    .trim()
    .min(rules.min ?? 1, say.tooShort)
    .max(rules.max, say.tooLong)
    .superRefine((text, ctx) => {
      const problem = characterProblem(text, rules);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
