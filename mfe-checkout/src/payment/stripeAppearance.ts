import type { Appearance } from '@stripe/stripe-js';

/**
 * The Payment Element draws in Stripe's frame, where the theme's custom properties do not reach: their computed
 * values are handed over, so the card form wears the app's colours, radius and font, in light and dark mode alike.
 */
export function stripeAppearance(element: Element): Appearance {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim() || undefined;
  const variables: NonNullable<Appearance['variables']> = {};
  const assign = (key: keyof typeof variables, value: string | undefined) => {
    if (value) Object.assign(variables, { [key]: value });
  };
  assign('colorPrimary', read('--stride-primary'));
  assign('colorBackground', read('--stride-input-bg') ?? read('--stride-surface'));
  assign('colorText', read('--stride-on-surface'));
  assign('colorDanger', read('--stride-danger'));
  assign('borderRadius', read('--stride-input-radius'));
  assign('fontFamily', read('--stride-body-font'));
  return { theme: 'stripe', variables };
}
