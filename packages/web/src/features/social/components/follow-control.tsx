import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import type { PublicTrader } from "@proparena/contracts/openbook";
import { buttonClass } from "../../../components/button-styles";
import { Spinner } from "../../../components/spinner";
import { errorMessage } from "../../../lib/api-client";
import { signinPathFor } from "../../../lib/safe-redirect";
import { useSignedInUser } from "../../../lib/session/check-auth";
import { useFollowState, useSetFollow } from "../requests/follow";
import { FollowEmailSwitch, UnfollowButton, UnfollowError } from "./followed-controls";

/** Follow before following: the button, and whether their trades should also come by e-mail. */
function FollowForm({ trader }: { trader: PublicTrader }) {
  const id = useId();
  const [email, setEmail] = useState(false);
  const follow = useSetFollow(trader.publicId);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={follow.isPending}
          onClick={() => follow.mutate({ follow: true, emailNotices: email })}
          className={buttonClass("primary", "sm")}
        >
          {follow.isPending ? "Following…" : "Follow"}
        </button>
        <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-300">
          <input
            id={id}
            type="checkbox"
            checked={email}
            onChange={(event) => setEmail(event.target.checked)}
            className="size-4 accent-brand-500"
          />
          Also by e-mail
        </label>
      </div>
      {follow.isError && (
        <p role="alert" className="text-sm text-rose-300">
          Not followed: {errorMessage(follow.error)}
        </p>
      )}
    </div>
  );
}

/** Following: the e-mail switch and Unfollow. */
function FollowingControls({ trader, email }: { trader: PublicTrader; email: boolean }) {
  const change = useSetFollow(trader.publicId);
  const unfollow = useSetFollow(trader.publicId);
  return (
    <div className="w-full max-w-sm space-y-2 rounded-xl border border-slate-800 bg-slate-900/60 p-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-brand-300">Following</p>
        <UnfollowButton unfollow={unfollow} />
      </div>
      <FollowEmailSwitch
        label="E-mail me their trades"
        hint="Their trades reach you in the app; this sends them by e-mail too."
        name="emailNotices"
        checked={
          change.isPending ? (change.variables as { emailNotices: boolean }).emailNotices : email
        }
        save={change}
      />
      <UnfollowError unfollow={unfollow} />
    </div>
  );
}

/**
 * Follow a public trader (issue 31): their trades, delayed, in your feed, a notice on each, and
 * by e-mail if chosen. Signed out, a link to sign in; on one's own page, a note instead.
 */
export function FollowControl({ trader }: { trader: PublicTrader }) {
  const user = useSignedInUser();
  const location = useLocation();
  const state = useFollowState(trader.publicId, user !== null);
  if (!user) {
    return (
      <Link to={signinPathFor(location)} className={buttonClass("secondary", "sm")}>
        Sign in to follow
      </Link>
    );
  }
  if (state.isPending) {
    return (
      <span role="status" className="flex items-center gap-2 text-sm text-slate-400">
        <Spinner className="size-4" /> Checking…
      </span>
    );
  }
  if (state.isError) {
    return (
      <p role="alert" className="text-sm text-rose-300">
        Could not check whether you follow them: {errorMessage(state.error)}{" "}
        <button type="button" onClick={() => void state.refetch()} className="underline">
          Try again
        </button>
      </p>
    );
  }
  if (state.data.self) {
    return <p className="text-sm text-slate-300">This is your public page.</p>;
  }
  return state.data.following ? (
    <FollowingControls trader={trader} email={state.data.emailNotices} />
  ) : (
    <FollowForm trader={trader} />
  );
}
