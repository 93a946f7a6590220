import { switchClass } from "./switch-styles";

/** A checkbox drawn as an on/off switch, described by its hint (and note) by `describedBy`. */
export function SwitchInput({
  id,
  name,
  checked,
  describedBy,
  onChange,
}: {
  id: string;
  name?: string;
  checked: boolean;
  describedBy: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      name={name}
      checked={checked}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.checked)}
      className={switchClass}
    />
  );
}
