import './ui.scss';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <div className="stride-spinner" role="status" aria-label={label} />;
}
