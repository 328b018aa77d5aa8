/** Product ids from the `products` query parameter (comma-separated), in order, without blanks or repeats. */
export function productIds(search: string): string[] {
  const raw = new URLSearchParams(search).get('products') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
