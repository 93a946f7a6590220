import type { FaqItem } from "@proparena/domain/faq";
import { searchHelp } from "@proparena/domain/help-search";

/**
 * The items that answer `query`, best first, with the help search's own ranking (domain
 * help-search.ts: the server's help search ranks the same way); an empty query keeps them
 * all, in their order.
 */
export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  if (!query.trim()) return [...items];
  const texts = items.map((item) => ({ item, title: item.question, text: item.answer }));
  return searchHelp(texts, query, items.length).map((hit) => hit.item.item);
}

/** "1 question", "18 questions". */
export function questionCount(count: number): string {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}
