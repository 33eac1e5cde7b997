import { SelectField } from './Field';

/**
 * A list filter's select: one of a fixed set of values, or none (the first option: every value). The
 * value picked is one of `choices` itself, never an unchecked string.
 */
export function ChoiceField<T extends string>({
  label,
  allLabel,
  choices,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  allLabel: string;
  choices: readonly T[];
  value: T | undefined;
  labelOf: (choice: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(choices.find((choice) => choice === event.target.value))}
    >
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}
