/** A parameter as Stripe reads it: a string, a list (`a[0]=…`) or a hash (`a[b]=…`), nested at will. */
export type FormValue = string | FormValue[] | FormHash;
export interface FormHash {
  [key: string]: FormValue;
}

/** Keys such as `items[0][price]` → ['items', '0', 'price']. */
function segmentsOf(key: string): string[] {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
}

/** A hash whose keys are all indexes is a list, in index order (the SDK numbers arrays from 0). */
function withLists(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, withLists(value[key] ?? '')]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] ?? '');
  }
  return converted;
}

/**
 * Reads a form-encoded body or query string the way Stripe does: bracketed keys nest, indexed ones make lists.
 * Every value stays a string, as on the wire; the fake converts the ones it needs.
 */
export function parseStripeForm(text: string): FormHash {
  const root: FormHash = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(key);
    let node: FormHash = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next === 'object' && !Array.isArray(next)) {
        node = next;
      } else {
        const created: FormHash = {};
        node[segment] = created;
        node = created;
      }
    });
  }
  return withLists(root) as FormHash;
}
