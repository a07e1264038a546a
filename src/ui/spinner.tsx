/** A small rotating ring; decorative, so the busy state is announced by its owner. */
export function Spinner() {
  return <span className="ftc-spinner" aria-hidden="true" data-testid="spinner" />;
}
