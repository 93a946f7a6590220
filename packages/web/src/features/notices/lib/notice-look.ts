import type { Notice } from "@proparena/contracts/notices";
import type { ToastTone } from "../../../components/toast";

/** How a notice shows: its toast's tone and the words of its link. */
export const NOTICE_LOOK: Record<Notice["kind"], { tone: ToastTone; open: string }> = {
  breach: { tone: "error", open: "See the evidence" },
  "phase-passed": { tone: "success", open: "See the evidence" },
  "account-opened": { tone: "success", open: "Open the account" },
  payout: { tone: "success", open: "Open" },
  "admin-act": { tone: "info", open: "Open the account" },
  "followed-trade": { tone: "info", open: "See their book" },
};
