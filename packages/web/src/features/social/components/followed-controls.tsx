import { buttonClass } from "../../../components/button-styles";
import { SavingSwitch } from "../../../components/saving-switch";
import { errorMessage } from "../../../lib/api-client";
import type { useSetFollow } from "../requests/follow";

/** The request that follows, unfollows or changes the e-mail choice (`useSetFollow`). */
type SetFollow = ReturnType<typeof useSetFollow>;

/** Unfollow a trader one follows; `label` names them for a screen reader in a list. */
export function UnfollowButton({ unfollow, label }: { unfollow: SetFollow; label?: string }) {
  return (
    <button
      type="button"
      disabled={unfollow.isPending}
      onClick={() => unfollow.mutate({ follow: false })}
      aria-label={label}
      className={buttonClass("secondary", "sm")}
    >
      {unfollow.isPending ? "Unfollowing…" : "Unfollow"}
    </button>
  );
}

/** Why an unfollow failed; nothing while it has not. */
export function UnfollowError({ unfollow }: { unfollow: SetFollow }) {
  if (!unfollow.isError) return null;
  return (
    <p role="alert" className="text-sm text-rose-300">
      Not unfollowed: {errorMessage(unfollow.error)}
    </p>
  );
}

/** The switch that sends a followed trader's trades by e-mail too, saved when flipped. */
export function FollowEmailSwitch({
  save,
  label,
  hint,
  name,
  checked,
}: {
  save: SetFollow;
  label: string;
  hint: string;
  name: string;
  checked: boolean;
}) {
  return (
    <SavingSwitch
      className=""
      label={label}
      hint={hint}
      name={name}
      checked={checked}
      save={save}
      onChange={(emailNotices) => save.mutate({ follow: true, emailNotices })}
    />
  );
}
