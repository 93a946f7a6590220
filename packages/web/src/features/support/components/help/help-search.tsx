import { useState, type ReactNode } from "react";
import { SectionPanel } from "../../../../components/section-panel";
import { TextField } from "../../../../components/text-field";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { HelpAnswers } from "./help-answers";

/** How long typing must pause before the answers are asked for. */
export const HELP_DEBOUNCE_MS = 250;

/**
 * "Get an answer now": a question box whose answers come at once, at any hour, from the FAQ,
 * the rules and the trader's own account (why an account failed, when they are paid, what
 * stands before the funded account). `noAnswer` says what to do when nothing answers.
 */
export function HelpSearch({ noAnswer }: { noAnswer: ReactNode }) {
  const [question, setQuestion] = useState("");
  const asked = useDebouncedValue(question, HELP_DEBOUNCE_MS);
  return (
    <SectionPanel
      id="help-search"
      title="Get an answer now"
      description="Answers come at once, at any hour, from the FAQ, the rules and your own account."
    >
      <div role="search">
        <TextField
          label="Ask a question"
          type="search"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="e.g. why did my account fail, when do I get paid"
          autoComplete="off"
        />
      </div>
      <HelpAnswers query={asked} noAnswer={noAnswer} />
    </SectionPanel>
  );
}
