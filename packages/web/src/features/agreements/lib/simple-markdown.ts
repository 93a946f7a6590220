/**
 * The little markdown of the trader agreement (docs/agreements/): `#` headings, paragraphs,
 * numbered and bulleted lists, `---` rules and `**bold**`. Parsed into blocks that render as
 * React elements, never as HTML, so the text cannot inject markup.
 */
export type MarkdownBlock =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; start: number; items: string[] }
  | { kind: "rule" };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

type ListBlock = Extract<MarkdownBlock, { kind: "list" }>;

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  // What is being read: the lines of a paragraph, or a list.
  const open: { paragraph: string[]; list: ListBlock | null } = { paragraph: [], list: null };

  const flush = () => {
    if (open.paragraph.length > 0)
      blocks.push({ kind: "paragraph", text: open.paragraph.join(" ") });
    if (open.list) blocks.push(open.list);
    open.paragraph = [];
    open.list = null;
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (line.trim() === "") {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1]!.length, text: heading[2]! });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ kind: "rule" });
      continue;
    }
    const numbered = NUMBERED.exec(line);
    const bullet = numbered ? null : BULLET.exec(line);
    if (numbered || bullet) {
      const ordered = numbered !== null;
      const text = (numbered ? numbered[2] : bullet?.[1]) ?? "";
      if (open.list && open.list.ordered === ordered) open.list.items.push(text);
      else {
        flush();
        const start = numbered ? Number(numbered[1]) : 1;
        open.list = { kind: "list", ordered, start, items: [text] };
      }
      continue;
    }
    if (open.list && /^\s+/.test(raw)) {
      // An indented line continues the last item.
      const last = open.list.items.length - 1;
      open.list.items[last] = `${open.list.items[last]} ${line.trim()}`;
      continue;
    }
    if (open.list) flush();
    open.paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
