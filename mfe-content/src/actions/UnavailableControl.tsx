import type { CSSProperties, ReactNode } from 'react';

/** A control that cannot act (yet): visibly disabled, saying why on hover and to assistive technology. */
export function UnavailableControl({
  reason,
  className,
  style,
  children,
}: {
  reason: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} style={style} disabled title={reason} aria-description={reason}>
      {children}
    </button>
  );
}
