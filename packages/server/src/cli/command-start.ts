import { parseEnv, type Env } from "../config/env";

/**
 * What every command does first: arguments it cannot use print its usage (exit code 2), a bad
 * configuration prints the list of bad variables (exit code 1); otherwise the environment.
 */
export function startCommand(
  usage: string,
  argumentsOk: boolean,
): { env: Env } | { exitCode: number } {
  if (!argumentsOk) {
    console.error(usage);
    return { exitCode: 2 };
  }
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    return { exitCode: 1 };
  }
  return { env: parsed.env };
}
