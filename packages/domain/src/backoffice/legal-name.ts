/**
 * When a typed signature is the legal name of an identity check: the same letters and accents,
 * whatever the case, the spacing and the Unicode form they were typed in.
 *
 * - Unicode form: composed and decomposed accents are the same letter (NFC), "é" = "e\u0301".
 * - Case: a case-folding of the whole name (upper, then lower case, so "ß" = "SS", "Σ" = "ς"),
 *   done before NFC again because case mapping may decompose.
 * - Spacing: leading, trailing and repeated spaces of any kind (no-break, tabs) count as one.
 * - Punctuation typed differently: typographic apostrophes (’ ‘ ʼ ´ `) are ', and hyphens and
 *   dashes (‐ ‑ ‒ – —) are -, as keyboards and phones type them either way.
 *
 * Accents are letters: "José" is not "Jose". A name is compared, never rewritten: what the
 * trader typed is what the signature keeps.
 */
export function foldLegalName(name: string): string {
  return name
    .normalize("NFC")
    .replace(/[\u2019\u2018\u02bc\u00b4`]/g, "'")
    .replace(/[\u2010\u2011\u2012\u2013\u2014]/g, "-")
    .replace(/\s+/gu, " ")
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize("NFC");
}

/** Whether `typed` is `legalName` (case, spacing and Unicode form aside). */
export function sameLegalName(typed: string, legalName: string): boolean {
  const folded = foldLegalName(typed);
  return folded.length > 0 && folded === foldLegalName(legalName);
}
