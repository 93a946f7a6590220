import type { Preferences } from "@proparena/contracts/account-settings";
import { QueryErrorState } from "../../../components/error-state";
import { LoadingState } from "../../../components/loading-state";
import { usePreferences } from "../../../lib/get-preferences";
import { useUpdatePreferences } from "../../../lib/update-preferences";
import { MetricsSection } from "../../../components/metrics-section";
import { SavingSwitch } from "../../../components/saving-switch";

type PreferenceName = keyof Preferences;

interface PreferenceItem {
  name: PreferenceName;
  label: string;
  hint: string;
}

const EMAIL_ITEMS: readonly PreferenceItem[] = [
  {
    name: "emailBreaches",
    label: "E-mail me when an account breaches a rule",
    hint: "The rule and a link to its evidence. The notice shows in the arena and dashboard either way.",
  },
  {
    name: "emailPhasePasses",
    label: "E-mail me when I pass a phase and the next account opens",
    hint: "Also when your funded account opens. The notice shows in the app either way.",
  },
  {
    name: "emailSupportReplies",
    label: "E-mail me when support answers a ticket",
    hint: "The answer is always on the Support page too.",
  },
  {
    name: "emailProductNews",
    label: "E-mail me product news",
    hint: "New plans and features, a few times a year.",
  },
];

const APP_ITEMS: readonly PreferenceItem[] = [
  {
    name: "sound",
    label: "Trading sounds",
    hint: "Clicks and trade sounds in the arena and on the site (the same as the Sound switch on the site).",
  },
  {
    name: "reducedMotion",
    label: "Reduce motion",
    hint: "Turns animations and transitions off. Also on when your device asks for reduced motion.",
  },
];

/** E-mails with no switch, and why each must reach the trader. */
const ALWAYS_SENT: readonly { what: string; why: string }[] = [
  {
    what: "Payouts: your weekly credits, and your payout requests approved, rejected or paid",
    why: "money owed to you",
  },
  {
    what: "Our team's acts on your accounts: failed, reinstated, positions closed, balance changed",
    why: "a change someone else made to your account",
  },
  {
    what: "Receipts and refunds",
    why: "a record of what you paid",
  },
  {
    what: "Security: e-mail confirmation, password resets and changes, two-factor resets",
    why: "how you keep control of your account",
  },
  {
    what: "Your signed trader agreement (PDF)",
    why: "your copy of what you signed",
  },
];

function AlwaysSent() {
  return (
    <section aria-labelledby="always-sent-title" className="min-w-0">
      <h3 id="always-sent-title" className="text-sm font-semibold text-slate-300">
        Always e-mailed (these cannot be switched off)
      </h3>
      <p className="mt-1 text-xs text-slate-400">
        Money and security e-mails reach you even when you are not in the app.
      </p>
      <ul className="mt-2 space-y-2 text-sm text-slate-200">
        {ALWAYS_SENT.map((item) => (
          <li key={item.what}>
            {item.what} <span className="text-slate-400">({item.why})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One preference as a switch, saved as soon as it is flipped, with its own saved/error note. */
function PreferenceSwitch({ item, value }: { item: PreferenceItem; value: boolean }) {
  const save = useUpdatePreferences();
  // While the change is on its way the switch shows it; a refusal flips it back.
  const pendingValue = save.isPending ? save.variables[item.name] : undefined;
  return (
    <SavingSwitch
      as="li"
      className="py-3"
      label={item.label}
      hint={item.hint}
      name={item.name}
      checked={pendingValue ?? value}
      save={save}
      onChange={(checked) => save.mutate({ [item.name]: checked })}
    />
  );
}

function PreferenceGroup({
  legend,
  items,
  preferences,
}: {
  legend: string;
  items: readonly PreferenceItem[];
  preferences: Preferences;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-300">{legend}</legend>
      <ul className="mt-1 divide-y divide-slate-800">
        {items.map((item) => (
          <PreferenceSwitch key={item.name} item={item} value={preferences[item.name]} />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Which optional e-mails the trader gets, which ones always come (and why), and how the app
 * behaves (sound, motion).
 */
export function PreferencesSection() {
  const preferences = usePreferences();

  let body;
  if (preferences.isPending) {
    body = <LoadingState label="Loading your preferences…" />;
  } else if (preferences.isError) {
    body = <QueryErrorState title="Your preferences could not be loaded" query={preferences} />;
  } else {
    body = (
      <div className="grid max-w-2xl gap-6">
        <PreferenceGroup legend="E-mails" items={EMAIL_ITEMS} preferences={preferences.data} />
        <AlwaysSent />
        <PreferenceGroup legend="App" items={APP_ITEMS} preferences={preferences.data} />
      </div>
    );
  }

  return (
    <MetricsSection
      id="preferences"
      title="Notifications and app"
      description="Changes are saved as soon as you make them. Money and security e-mails always come: they are listed below the switches."
    >
      {body}
    </MetricsSection>
  );
}
