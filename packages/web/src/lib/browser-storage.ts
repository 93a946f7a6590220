/**
 * Every key the app keeps in the browser's localStorage (it sets no cookies). The privacy page
 * lists them from here with BROWSER_STORAGE_USES, which must say what each one is for.
 */
export const STORAGE_KEYS = {
  /** The session token (spec §3, DESIGN §3). */
  token: "token",
  /** The visitor's sound preference: "on" or "off". */
  sound: "sound",
  /** The instrument last shown in the arena. */
  arenaSymbol: "proparena.arena.symbol",
  /** The account last traded in the arena. */
  arenaAccount: "proparena.arena.account",
  /** A random id of this browser, the device signal of the integrity checks (issue 29). */
  deviceId: "proparena.device",
} as const;

/** What each stored item is for, in the privacy page's words. */
export const BROWSER_STORAGE_USES: Record<keyof typeof STORAGE_KEYS, string> = {
  token: "your session token, so you stay signed in (removed when you sign out)",
  sound: "whether the landing page's sounds are on",
  arenaSymbol: "the instrument you last looked at in the arena",
  arenaAccount: "the account you last traded in the arena",
  deviceId:
    "a random id of this browser, sent with a coarse fingerprint when you sign in, so that one device behind several people's accounts can be reviewed (the integrity checks)",
};
