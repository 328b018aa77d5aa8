/** A decorative line icon on the 24×24 grid, drawn in the text colour; what it means is said by its control. */
export function LineIcon({ path, size = 24, className }: { path: string; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
