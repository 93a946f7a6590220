import { useState, type ReactNode } from "react";
import { SectionPanel } from "../../../../components/section-panel";
import { TextField } from "../../../../components/text-field";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { HelpAnswers } from "./help-answers";

/** How long typing must pause before the answers are asked for. */
export const HELP_DEBOUNCE_MS = 250;

/** The box a question is typed into: a search field the browser does not fill in. */
export function HelpSearchField({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
}) {
  return (
    <TextField
      label={label}
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      autoComplete="off"
      className={className}
    />
  );
}

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
        <HelpSearchField
          label="Ask a question"
          value={question}
          onChange={setQuestion}
          placeholder="e.g. why did my account fail, when do I get paid"
        />
      </div>
      <HelpAnswers query={asked} noAnswer={noAnswer} />
    </SectionPanel>
  );
}
