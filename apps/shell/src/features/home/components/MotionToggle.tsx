/**
 * The pause button of something on home that moves by itself (the banner's slides, the notices'
 * marquee): a toggle (`aria-pressed` while stopped) named in the player's language, drawn as the
 * usual pause and play marks (docs/decisions.md#accessibility-the-shell-and-account).
 */
export function MotionToggle({
  stopped,
  label,
  onToggle,
  className,
  testId,
}: {
  stopped: boolean;
  label: string;
  onToggle: () => void;
  className: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={`home-motion-toggle ${className}`}
      aria-pressed={stopped}
      aria-label={label}
      data-testid={testId}
      onClick={onToggle}
    >
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden focusable="false">
        {stopped ? (
          <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
        ) : (
          <path d="M2.5 1.5h2.5v9H2.5zM7 1.5h2.5v9H7z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}
