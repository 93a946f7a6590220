import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** zxcvbn's score a password must reach: 3 is "safely unguessable" (about 10^8 guesses and up). */
export const MIN_SCORE = 3;

/**
 * The estimator and the most common passwords of breach corpora (zxcvbn's bundled list, about
 * 49,000), built on the first password checked: building them takes ~0.3 s, which every server
 * start (and every test file that builds a server) paid before its first request.
 */
let built: { estimator: ZxcvbnFactory; common: Set<string> } | null = null;
function checker() {
  built ??= {
    estimator: new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    }),
    common: new Set(common.dictionary["passwords-common"].map((p) => p.toLowerCase())),
  };
  return built;
}

/**
 * Why a password is too weak, in words a person can act on, or null when it will do. The
 * person's own e-mail and name count against it (a password built from them is easy to guess).
 */
export function passwordProblem(password: string, personal: readonly string[] = []): string | null {
  const { estimator, common: breached } = checker();
  if (breached.has(password.toLowerCase())) {
    return "This password is one of the most common passwords in known breaches. Choose another.";
  }
  const inputs = personal.flatMap((p) => [p, ...p.split(/[@.\s_-]+/)]).filter((p) => p.length > 2);
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return ["This password is too easy to guess.", ...advice].join(" ");
}
