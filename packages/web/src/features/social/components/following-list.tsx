import { Link } from "react-router";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { EmptyNote } from "../../../components/metrics-section";
import { PublicTraderFace } from "../../../components/public-trader-face";
import { formatDay } from "../../../lib/format-trading";
import { useSetFollow } from "../requests/follow";
import { useFollowing } from "../requests/get-following";
import { FollowEmailSwitch, UnfollowButton, UnfollowError } from "./followed-controls";

type Followed = NonNullable<ReturnType<typeof useFollowing>["data"]>["traders"][number];

function FollowedTrader({ followed }: { followed: Followed }) {
  const email = useSetFollow(followed.trader.publicId);
  const unfollow = useSetFollow(followed.trader.publicId);
  return (
    <li className="space-y-2 rounded-xl border border-slate-800 bg-slate-950/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <PublicTraderFace trader={followed.trader} />
          <p className="mt-1 text-xs text-slate-400">Since {formatDay(followed.since)}</p>
        </div>
        <UnfollowButton unfollow={unfollow} label={`Unfollow ${followed.trader.name}`} />
      </div>
      <FollowEmailSwitch
        label={`E-mail me ${followed.trader.name}'s trades`}
        hint="Every followed trade reaches you in the app; this sends it by e-mail too."
        name={`email-${followed.trader.publicId}`}
        checked={followed.emailNotices}
        save={email}
      />
      <UnfollowError unfollow={unfollow} />
    </li>
  );
}

/** The traders the signed-in trader follows: unfollow, and the e-mail switch of each. */
export function FollowingList() {
  const following = useFollowing();
  if (following.isPending) return <LoadingState label="Loading who you follow…" />;
  if (following.isError)
    return <QueryErrorState title="Who you follow could not be loaded" query={following} />;
  if (following.data.traders.length === 0) {
    return (
      <EmptyNote>
        You follow no one yet. Find traders in the{" "}
        <Link to="/openbook" className="text-brand-300 underline">
          openbook
        </Link>{" "}
        and follow them from their page.
      </EmptyNote>
    );
  }
  return (
    <ul aria-label="Traders you follow" className="space-y-3">
      {following.data.traders.map((followed) => (
        <FollowedTrader key={followed.trader.publicId} followed={followed} />
      ))}
    </ul>
  );
}
