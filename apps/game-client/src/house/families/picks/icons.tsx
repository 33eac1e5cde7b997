/** A football (for goal's scored kicks): a white ball with its black patches. */
export function Ball() {
  return (
    <svg viewBox="0 0 24 24" className="picks-ball" aria-hidden="true">
      <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="#111" strokeWidth="1" />
      <path d="M12 7.2 16 10.1 14.5 14.8H9.5L8 10.1Z" fill="#111" />
      <path
        d="M12 7.2V2M16 10.1 21 8.5M14.5 14.8 17.6 19.2M9.5 14.8 6.4 19.2M8 10.1 3 8.5"
        stroke="#111"
        strokeWidth="1.2"
        fill="none"
      />
    </svg>
  );
}
