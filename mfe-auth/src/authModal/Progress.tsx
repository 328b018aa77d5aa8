/** Work in progress, announced politely: a spinner beside the words. */
export function Progress({ label }: { label: string }) {
  return (
    <div className="auth-progress" role="status">
      <span className="auth-progress__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
