import type { MouseEvent, ReactNode } from 'react';

/** A real link to an in-app path that the shell follows without a reload; new-tab gestures stay with the browser. */
export function InAppLink({
  to,
  navigate,
  className,
  children,
}: {
  to: string;
  navigate(to: string): void;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
