/**
 * A bar filled to a whole percentage. The kit has no progress bar; a `div` with the progressbar
 * role keeps the look in the area's CSS and reads out as a percentage.
 */
export function ProgressBar({
  percent,
  label,
  testId,
}: {
  percent: number;
  label: string;
  testId: string;
}) {
  return (
    <div
      className="promotions-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid={testId}
    >
      <div className="promotions-progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
