import { useId, useState, type ChangeEvent } from "react";
import type { Profile } from "@proparena/contracts/account-settings";
import { UPLOAD_RULES } from "@proparena/contracts/uploads";
import { buttonClass } from "../../../../components/button-styles";
import { Spinner } from "../../../../components/spinner";
import { errorMessage } from "../../../../lib/api-client";
import { useUpdateProfile } from "../../requests/update-profile";
import { useUploadAvatar } from "../../requests/upload-avatar";
import { MetricsSection } from "../../../../components/metrics-section";
import { SavingSwitch } from "../../../../components/saving-switch";

const ACCEPT = UPLOAD_RULES.avatar.types.join(",");
const MAX_MB = Math.round(UPLOAD_RULES.avatar.maxBytes / (1024 * 1024));

/** What leaderboards and payouts show for a trader who keeps their profile private. */
export const ANONYMOUS_NAME = "Anonymous trader";

/** "Tess Trader" -> "TT", "Ada" -> "A": the placeholder until there is an avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase() || "?";
}

type AvatarAction = { kind: "upload"; name: string } | { kind: "remove" };

/** The avatar: the current image or the initials; choose an image to upload it, or remove it. */
function AvatarEditor({ profile }: { profile: Profile }) {
  const id = useId();
  const upload = useUploadAvatar();
  const save = useUpdateProfile();
  const [action, setAction] = useState<AvatarAction | null>(null);
  const busy = upload.isPending || save.isPending;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = "";
    if (!picked) return;
    setAction({ kind: "upload", name: picked.name });
    save.reset();
    upload.mutate(picked, {
      onSuccess: (stored) => save.mutate({ avatarFileId: stored.id }),
    });
  };

  const onRemove = () => {
    setAction({ kind: "remove" });
    upload.reset();
    save.mutate({ avatarFileId: null });
  };

  let progress: string | null = null;
  let error: string | null = null;
  let done: string | null = null;
  if (upload.isPending && action?.kind === "upload") progress = `Uploading ${action.name}…`;
  else if (save.isPending)
    progress = action?.kind === "remove" ? "Removing your avatar…" : "Saving your avatar…";
  else if (upload.isError && action?.kind === "upload")
    error = `${action.name} was not uploaded: ${errorMessage(upload.error)}`;
  else if (save.isError)
    error = `Your avatar was not ${action?.kind === "remove" ? "removed" : "saved"}: ${errorMessage(save.error)}`;
  else if (save.isSuccess) done = action?.kind === "remove" ? "Avatar removed." : "Avatar updated.";

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-200">
        Avatar
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt="Your avatar"
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-full border border-slate-700 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={`No avatar yet: your initials, ${initialsOf(profile.name)}`}
            className="flex size-20 shrink-0 items-center justify-center rounded-full border border-slate-700 bg-slate-800 text-2xl font-bold text-brand-300"
          >
            {initialsOf(profile.name)}
          </span>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-input`}
            type="file"
            name="avatar"
            accept={ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-hint ${id}-note`}
            onChange={onChange}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-input`}
            className={buttonClass(
              "secondary",
              "sm",
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
            )}
          >
            {profile.avatarUrl ? "Choose a new image" : "Choose an image"}
          </label>
          {profile.avatarUrl && (
            <button
              type="button"
              onClick={onRemove}
              disabled={busy}
              className={buttonClass("ghost", "sm")}
            >
              Remove avatar
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-400">
        JPEG or PNG, up to {MAX_MB} MB. It is cropped to a square of 256 × 256 pixels.
      </p>
      <div id={`${id}-note`} aria-live="polite" className="text-sm">
        {progress && (
          <p className="flex items-center gap-2 text-slate-300">
            <Spinner className="size-4" />
            {progress}
          </p>
        )}
        {error && (
          <p role="alert" className="text-rose-300">
            {error}
          </p>
        )}
        {done && <p className="text-brand-300">{done}</p>}
      </div>
    </div>
  );
}

/** Shown by name on leaderboards and payouts, or as "Anonymous trader"; saved when flipped. */
function PublicProfileSwitch({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  return (
    <SavingSwitch
      className="border-t border-slate-800 pt-5"
      label="Show my name on leaderboards and payouts"
      hint={
        profile.publicProfile
          ? `You appear as ${profile.publicName}, with your avatar. Turn this off to appear as "${ANONYMOUS_NAME}".`
          : `Off: you appear as "${ANONYMOUS_NAME}". Turn it on to appear as ${profile.publicName}, with your avatar.`
      }
      name="publicProfile"
      checked={
        save.isPending
          ? (save.variables.publicProfile ?? profile.publicProfile)
          : profile.publicProfile
      }
      save={save}
      onChange={(checked) => save.mutate({ publicProfile: checked })}
    />
  );
}

/** How others see the trader: the avatar, and whether boards and payouts show their name. */
export function PublicProfileSection({ profile }: { profile: Profile }) {
  return (
    <MetricsSection
      id="public-profile"
      title="Public profile"
      description="How other traders see you on leaderboards and payouts."
    >
      <div className="max-w-2xl space-y-5">
        <AvatarEditor profile={profile} />
        <PublicProfileSwitch profile={profile} />
      </div>
    </MetricsSection>
  );
}
