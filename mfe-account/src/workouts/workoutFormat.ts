/** Numbers with their unit in the member's language (Intl knows "kg" and "m" everywhere; no strings to translate). */
export function formatUnit(language: string, value: number, unit: 'kilogram' | 'meter' | 'kilometer'): string {
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 2 }).format(value);
  } catch {
    return String(value);
  }
}

export function formatLoad(language: string, kg: number): string {
  return formatUnit(language, kg, 'kilogram');
}

/** Whole kilometres read as such (5 km), anything else in metres (400 m). */
export function formatDistance(language: string, meters: number): string {
  return meters >= 1000 && meters % 100 === 0
    ? formatUnit(language, meters / 1000, 'kilometer')
    : formatUnit(language, meters, 'meter');
}

export function formatNumber(language: string, value: number): string {
  try {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
  } catch {
    return String(value);
  }
}
