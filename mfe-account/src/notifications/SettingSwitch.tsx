/**
 * One on/off setting: a checkbox with the switch role, so a screen reader says "switch, on" and Space flips it,
 * inside its label so the whole row is the target (44 px high on a phone).
 */
export function SettingSwitch({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange(value: boolean): void;
}) {
  return (
    <label className="account-toggle account-switch">
      <span className="account-switch__label">{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
