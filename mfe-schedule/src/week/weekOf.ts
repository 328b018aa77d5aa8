/** The seven days, Monday first, of the week containing `day`, each at local midnight. */
export function weekOf(day: Date): Date[] {
  const daysSinceMonday = (day.getDay() + 6) % 7;
  return Array.from(
    { length: 7 },
    (_, i) => new Date(day.getFullYear(), day.getMonth(), day.getDate() - daysSinceMonday + i),
  );
}

/** Spec §9 schedule date format, YYYY-MM-DD, in local time. */
export function isoDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
