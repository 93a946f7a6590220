import { useId, useState } from "react";
import { Link } from "react-router";
import { Accordion, AccordionItem } from "../../../components/accordion";
import { focusRing } from "../../../components/button-styles";
import { PageHeader } from "../../../components/page-header";
import { FAQ_ITEMS } from "@proparena/domain/backoffice/faq";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { HelpAnswers } from "../components/help/help-answers";
import { HELP_DEBOUNCE_MS, HelpSearchField } from "../components/help/help-search";
import { questionCount, searchFaq } from "../lib/faq-search";

const linkClass = `rounded font-medium text-brand-300 underline underline-offset-4 hover:text-brand-200 ${focusRing}`;

/**
 * /dashboard/faq — every question of the FAQ (the landing shows the first few), searchable as
 * you type; the same question also gets the help search's answers from the rules and from the
 * trader's own account (why an account failed, when they are paid).
 */
export function FaqPage() {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const shown = searchFaq(FAQ_ITEMS, query);
  const asked = useDebouncedValue(query, HELP_DEBOUNCE_MS);

  const toggle = (question: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(question)) next.add(question);
      return next;
    });

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="FAQ"
        description={
          <>
            Answers about the challenges, the rules, payouts and the beta. Every figure of your plan
            is on the{" "}
            <Link to="/dashboard/rules" className={linkClass}>
              rules page
            </Link>
            .
          </>
        }
      />
      <div className="space-y-4">
        <div role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-4">
          <HelpSearchField
            label="Search the FAQ"
            value={query}
            onChange={setQuery}
            placeholder="e.g. drawdown, payout, KYC"
            className="flex-1"
          />
          <p aria-live="polite" className="text-sm text-slate-400 sm:pb-2.5">
            {questionCount(shown.length)}
          </p>
        </div>
        <HelpAnswers query={asked} withoutFaq />
        {shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-700 p-6 text-center text-sm text-slate-300">
            No question matches “{query.trim()}”. Ask us instead: open a{" "}
            <Link to="/dashboard/support" className={linkClass}>
              support request
            </Link>{" "}
            or write through the{" "}
            <Link to="/contact" className={linkClass}>
              contact page
            </Link>
            .
          </p>
        ) : (
          <Accordion label="Questions">
            {shown.map((item) => (
              <AccordionItem
                key={item.question}
                id={`${baseId}-${FAQ_ITEMS.indexOf(item)}`}
                title={item.question}
                headingLevel={2}
                expanded={open.has(item.question)}
                onToggle={() => toggle(item.question)}
              >
                {item.answer}
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </div>
    </>
  );
}
