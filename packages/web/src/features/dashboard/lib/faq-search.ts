import type { FaqItem } from "@proparena/domain/faq";

/**
 * The items whose question or answer contains every word of `query`, ignoring case and extra
 * spaces; an empty query keeps them all. The order of the list is kept.
 */
export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.question}\n${item.answer}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** "1 question", "18 questions". */
export function questionCount(count: number): string {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}
