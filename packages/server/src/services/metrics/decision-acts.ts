// Which rule decisions are an operator's acts (or a scaling step) rather than the rules'.

/** Outcomes of the acts recorded beside the rules' decisions (account-acts.ts). */
export const ACT_OUTCOMES = ["admin", "scaling"];

export const isAct = (outcome: string) => ACT_OUTCOMES.includes(outcome);
