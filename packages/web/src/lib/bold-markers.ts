/** A piece of a line of text, bold or not. */
export interface TextPart {
  text: string;
  bold: boolean;
}

/**
 * Splits a line whose results are marked `**like this**` (the worked examples of
 * GET /plans/:id/examples) into plain and bold parts, so they render as text and <strong>
 * without ever being parsed as HTML. A `**` left unclosed is kept as written.
 */
export function splitBoldMarkers(line: string): TextPart[] {
  const pieces = line.split("**");
  // An even count of pieces means an odd count of markers: the last one opens nothing.
  const unclosed = pieces.length % 2 === 0 ? pieces.pop() : undefined;
  const parts: TextPart[] = pieces.map((text, index) => ({ text, bold: index % 2 === 1 }));
  if (unclosed !== undefined) parts.push({ text: `**${unclosed}`, bold: false });
  return parts.filter((part) => part.text !== "");
}
