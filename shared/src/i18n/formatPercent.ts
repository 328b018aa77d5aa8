/** 40 → "40%" in English, "40 %" in German: a 0–100 progress value as the locale writes it. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}
