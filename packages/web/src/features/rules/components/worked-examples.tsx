import type { WorkedExamplesResponse } from "@proparena/contracts/plans";
import { splitBoldMarkers } from "../../../lib/bold-markers";

/** One line of an example: its **results** in <strong>, the rest as plain text (never HTML). */
function ExampleLine({ line }: { line: string }) {
  return (
    <>
      {splitBoldMarkers(line).map((part, index) =>
        part.bold ? (
          <strong key={index} className="font-mono font-semibold text-white tabular-nums">
            {part.text}
          </strong>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** The worked examples of GET /plans/:id/examples, every figure computed by the server. */
export function WorkedExamples({ examples }: { examples: WorkedExamplesResponse["examples"] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {examples.map((example) => (
        <article
          key={example.title}
          aria-label={example.title}
          className="rounded-xl border border-slate-800 bg-slate-950/60 p-4"
        >
          <h3 className="font-semibold text-white">{example.title}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-300 marker:text-brand-400">
            {example.lines.map((line, index) => (
              <li key={index}>
                <ExampleLine line={line} />
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
