/** A small padlock drawn on a locked link; its accessible name says why the page is locked. */
export function LockIcon({ label }: { label: string }) {
  return (
    <svg className="content-link-lock" role="img" aria-label={label} viewBox="0 0 24 24" width="16" height="16">
      <rect x="5" y="11" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
