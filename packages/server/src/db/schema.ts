// Every table, by subject (one file per subject under ./schema). drizzle.config.ts reads those
// files; code imports the tables from here.

export * from "./schema/auth";
export * from "./schema/mail-and-notices";
export * from "./schema/audit";
export * from "./schema/trading";
export * from "./schema/market";
export * from "./schema/support";
export * from "./schema/payments";
export * from "./schema/jobs";
export * from "./schema/payouts";
export * from "./schema/leaderboard";
export * from "./schema/files";
export * from "./schema/kyc";
export * from "./schema/merch";
export * from "./schema/settings";
export * from "./schema/integrity";
export * from "./schema/chain";
export * from "./schema/social";
export * from "./schema/api-keys";
export * from "./schema/arena-tools";
export * from "./schema/desk-journal";
