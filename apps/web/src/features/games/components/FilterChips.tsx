export interface Chip<K extends string> {
  key: K;
  label: string;
}

/**
 * A row of mutually exclusive filters (vendors, sub-types) as toggle buttons; it scrolls sideways
 * when it does not fit.
 */
export function FilterChips<K extends string>({
  label,
  chips,
  selected,
  onSelect,
  small = false,
}: {
  label: string;
  chips: Chip<K>[];
  selected: K;
  onSelect: (key: K) => void;
  small?: boolean;
}) {
  return (
    <fieldset className="filter-row">
      <legend className="visually-hidden">{label}</legend>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className={`filter-chip${small ? ' filter-chip--small' : ''}`}
          aria-pressed={chip.key === selected}
          onClick={() => onSelect(chip.key)}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
