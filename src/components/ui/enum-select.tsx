import { SelectField } from './field';
import { statusLabel } from './status';

/**
 * A <select> over a fixed list of values (statuses, types, currencies), typed end to end: the
 * change handler gets one of `options` (or undefined for "All"), found in the list, not cast.
 */
export function EnumSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  allLabel,
  // Statuses and types in the person's words (status.ts); another list passes its own.
  optionLabel = statusLabel,
  className,
}: {
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** When given, an empty first option with this text means "no filter". */
  allLabel?: string;
  optionLabel?: (value: T) => string;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(options.find((option) => option === e.target.value))}
      className={className}
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
