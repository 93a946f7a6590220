import { FAQ_ITEMS } from "@proparena/domain/backoffice/faq";
import type { HelpText } from "@proparena/domain/backoffice/help-search";
import { renderRulesMarkdown } from "./rules-doc";

/**
 * What the help search looks through: every FAQ answer and every rule of docs/rules.md (the
 * text rules-doc.ts renders from the same data the engine judges by), each with the page and
 * section that shows it. Tables are left out: their figures are on the rules page.
 */
export interface HelpArticle extends HelpText {
  readonly id: string;
  readonly source: "faq" | "rules";
  /** Where the trader reads it in full. */
  readonly href: string;
}

/** Sections of docs/rules.md that the rules page (/dashboard/rules) shows under an anchor. */
const RULES_PAGE_ANCHORS: Readonly<Record<string, string>> = {
  Phases: "phases",
  "The rules, exactly": "rules",
  "Scaling plan": "scaling-plan",
};

const RULES_PAGE = "/dashboard/rules";
const FAQ_PAGE = "/dashboard/faq";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Markdown emphasis and code marks off: "**Breach**: `x`" -> "Breach: x". */
const plain = (line: string) => line.replace(/\*\*|`/g, "").replace(/(^|\s)_([^_]+)_/g, "$1$2");

function hrefOf(section: string): string {
  const anchor =
    RULES_PAGE_ANCHORS[section] ?? (section.startsWith("Worked example") ? "examples" : null);
  return anchor ? `${RULES_PAGE}#${anchor}` : RULES_PAGE;
}

/**
 * The rules as articles: a bullet that names its rule in bold ("- **Daily loss floor** = ...")
 * is an article of its own; the other lines of a section make one article under the section's
 * title.
 */
export function rulesArticles(markdown: string): HelpArticle[] {
  const articles: HelpArticle[] = [];
  const sections = markdown.split(/^## /m).slice(1);
  for (const section of sections) {
    const [heading = "", ...lines] = section.split("\n");
    const title = heading.trim();
    const href = hrefOf(title);
    const rest: string[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (!line || line.startsWith("|") || line.startsWith("<!--")) continue;
      const named = /^- \*\*([^*]+)\*\*[:\s]*(.*)$/.exec(line);
      if (named) {
        const name = named[1]!.trim();
        articles.push({
          id: `rules-${slug(title)}-${slug(name)}`,
          source: "rules",
          title: name,
          text: plain(`${name} ${named[2]}`.trim()),
          href,
        });
      } else rest.push(plain(line.replace(/^- /, "")));
    }
    if (rest.length > 0) {
      articles.push({
        id: `rules-${slug(title)}`,
        source: "rules",
        title,
        text: rest.join(" "),
        href,
      });
    }
  }
  return articles;
}

export function faqArticles(): HelpArticle[] {
  return FAQ_ITEMS.map((item, i) => ({
    id: `faq-${i + 1}`,
    source: "faq",
    title: item.question,
    text: item.answer,
    href: FAQ_PAGE,
  }));
}

let cached: readonly HelpArticle[] | null = null;

/** The FAQ first, then the rules (the order of equal scores). Built once: it never changes. */
export function helpArticles(): readonly HelpArticle[] {
  cached ??= [...faqArticles(), ...rulesArticles(renderRulesMarkdown())];
  return cached;
}
