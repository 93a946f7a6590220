/**
 * Fake API answers that broke the contract during the current test (see contract-routes.ts).
 * The fake also throws, but fetch errors reach the app as "could not reach the server", which a
 * test may even expect; setup.ts fails the test with these messages instead.
 */
const drifts: string[] = [];

export function reportContractDrift(message: string): void {
  drifts.push(message);
}

/** The drifts reported since the last call. */
export function takeContractDrifts(): string[] {
  return drifts.splice(0);
}
