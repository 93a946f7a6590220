import type { Db } from "../db/database";
import type { Clock } from "../lib/clock";
import type { Mailer } from "../mail/mailer";

/** What every use case gets: the database, the clock, the mailer and a few settings. */
export interface ServiceContext {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  settings: {
    productName: string;
    publicOrigin: string;
    sessionTtlHours: number;
    /** Where contact-page messages are emailed. */
    supportEmail: string;
  };
}
