import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HelpAnswer, HelpArticle } from "@proparena/contracts/help";
import { Badge } from "../../../../components/badge";
import { focusRing } from "../../../../components/button-styles";
import { QueryErrorState } from "../../../../components/error-state";
import { Spinner } from "../../../../components/spinner";
import { useHelpSearch } from "../../requests/help-search";

const linkClass = `rounded font-medium text-brand-300 underline underline-offset-4 hover:text-brand-200 ${focusRing}`;

function PersonalAnswer({ answer }: { answer: HelpAnswer }) {
  return (
    <li className="rounded-xl border border-brand-500/40 bg-brand-500/5 p-4">
      <h4 className="font-semibold text-white">{answer.title}</h4>
      <p className="mt-1 text-sm leading-relaxed text-slate-200">{answer.text}</p>
      {answer.link && (
        <Link to={answer.link.href} className={`mt-2 inline-block text-sm ${linkClass}`}>
          {answer.link.label}
        </Link>
      )}
    </li>
  );
}

function ArticleAnswer({ article }: { article: HelpArticle }) {
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/60 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={article.source === "faq" ? "info" : "neutral"}>
          {article.source === "faq" ? "FAQ" : "Rules"}
        </Badge>
        <h4 className="font-semibold text-white">{article.title}</h4>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-slate-300">{article.text}</p>
      <Link to={article.href} className={`mt-2 inline-block text-sm ${linkClass}`}>
        {article.source === "faq" ? "All questions" : "Read it on the rules page"}
      </Link>
    </li>
  );
}

/**
 * The help search's answers to `query` (already debounced), from GET /help/search: the
 * answers from the trader's own account first, then the FAQ and the rules. `withoutFaq`
 * leaves the FAQ out where the page lists it already. Nothing shows for an empty query.
 */
export function HelpAnswers({
  query,
  withoutFaq = false,
  noAnswer,
}: {
  query: string;
  withoutFaq?: boolean;
  /** What to say when nothing answers (e.g. how to reach a person). */
  noAnswer?: ReactNode;
}) {
  const search = useHelpSearch(query);
  if (!query.trim()) return null;
  if (search.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
        <Spinner /> Looking for answers…
      </p>
    );
  }
  if (search.isError) {
    return <QueryErrorState title="The answers could not be loaded" query={search} />;
  }
  const { personal } = search.data;
  const articles = search.data.articles.filter((a) => !withoutFaq || a.source !== "faq");
  if (personal.length === 0 && articles.length === 0) {
    return noAnswer ? (
      <div
        role="status"
        className="rounded-xl border border-dashed border-slate-700 p-4 text-sm text-slate-300"
      >
        {noAnswer}
      </div>
    ) : null;
  }
  return (
    <div className="space-y-4" aria-busy={search.isFetching}>
      {personal.length > 0 && (
        <section aria-labelledby="help-personal" className="space-y-2">
          <h3 id="help-personal" className="text-sm font-semibold text-slate-300">
            From your account
          </h3>
          <ul className="space-y-2">
            {personal.map((answer) => (
              <PersonalAnswer key={answer.id} answer={answer} />
            ))}
          </ul>
        </section>
      )}
      {articles.length > 0 && (
        <section aria-labelledby="help-articles" className="space-y-2">
          <h3 id="help-articles" className="text-sm font-semibold text-slate-300">
            {withoutFaq ? "From the rules" : "From the FAQ and the rules"}
          </h3>
          <ul className="space-y-2">
            {articles.map((article) => (
              <ArticleAnswer key={article.id} article={article} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
