/**
 * A definition's row actions in a content list: edit it, and end it (retire, end now) while it still runs, each
 * named with the row's code for a screen reader. Only for the roles that write content.
 */
export function RowActions({
  code,
  edit,
  end,
}: {
  code: string;
  edit: { label: string; onClick: () => void };
  /** Left out once the definition has ended. */
  end?: { label: string; onClick: () => void };
}) {
  return (
    <span className="row-actions">
      {[edit, end].map((action) =>
        action ? (
          <button
            key={action.label}
            type="button"
            className="link"
            aria-label={`${action.label} ${code}`}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ) : null,
      )}
    </span>
  );
}
