import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { OpenbookBook, PublicTrader } from "@proparena/contracts/openbook";
import { buttonClass } from "../../../components/button-styles";
import { signinPathFor } from "../../../lib/safe-redirect";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { useFollowState } from "../requests/follow";
import { CopyDialog } from "./copy-dialog";

/**
 * "Copy" beside a public book: opens the copy dialog; signed out, a link to sign in first; on
 * the viewer's own page, nothing.
 */
export function CopyButton({
  trader,
  book,
}: {
  trader: PublicTrader;
  book: Pick<OpenbookBook, "bookId" | "label">;
}) {
  const user = useSignedInUser();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // The viewer's own book: nothing to copy.
  const state = useFollowState(trader.publicId, user !== null);
  if (state.data?.self) return null;
  if (!user) {
    return (
      <Link to={signinPathFor(location)} className={buttonClass("secondary", "sm")}>
        Sign in to copy
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Copy ${book.label}`}
        className={buttonClass("primary", "sm")}
      >
        Copy
      </button>
      {open && <CopyDialog trader={trader} book={book} onClose={() => setOpen(false)} />}
    </>
  );
}
