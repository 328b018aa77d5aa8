import { Spinner } from '@stride/shared/react';

/** Full-screen loader over the app, while the shell boots. */
export function GlobalLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="stride-global-loader">
      <Spinner label={label} />
    </div>
  );
}
