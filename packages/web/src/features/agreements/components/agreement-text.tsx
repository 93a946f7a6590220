import { useMemo } from "react";
import { splitBoldMarkers } from "../../../lib/bold-markers";
import { parseMarkdown, type MarkdownBlock } from "../lib/simple-markdown";

/** A line of text with its **bold** parts in <strong> (never HTML). */
function Inline({ text }: { text: string }) {
  return (
    <>
      {splitBoldMarkers(text).map((part, index) =>
        part.bold ? (
          <strong key={index} className="font-semibold text-white">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const headingClass: Record<number, string> = {
  1: "text-xl font-bold text-white",
  2: "text-lg font-semibold text-white",
  3: "text-base font-semibold text-slate-100",
};

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case "heading": {
      // The page has its h1 and the agreement's title is an h2: the text's own start at h3.
      const level = Math.min(block.level + 2, 6);
      const Tag = `h${level}` as "h3" | "h4" | "h5" | "h6";
      return (
        <Tag className={`${headingClass[block.level] ?? headingClass[3]} mt-6 first:mt-0`}>
          <Inline text={block.text} />
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case "rule":
      return <hr className="border-slate-800" />;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index} className="pl-1">
          <Inline text={item} />
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start} className="list-decimal space-y-1.5 pl-6 marker:text-slate-400">
          {items}
        </ol>
      ) : (
        <ul className="list-disc space-y-1.5 pl-6 marker:text-brand-400">{items}</ul>
      );
    }
  }
}

/** The agreement's markdown, rendered readably. */
export function AgreementText({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-300 sm:text-base">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
