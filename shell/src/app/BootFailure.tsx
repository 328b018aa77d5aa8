import { Button } from '@stride/shared/react';
import { shellStrings } from '../i18n/shellStrings';

/** The app could not read its configuration: say so and offer a reload (i18n is not set up yet). */
export function BootFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="stride-boot-failure" role="alert">
      <p>{shellStrings['boot.failed']}</p>
      <p className="stride-boot-failure__detail">{message}</p>
      <Button onClick={onRetry}>{shellStrings['boot.retry']}</Button>
    </div>
  );
}
