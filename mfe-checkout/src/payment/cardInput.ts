import type { SandboxConfirmRequest } from '@stride/shared';
import { cardDigits } from '@stride/shared/billing';
import type { CheckoutStringKey } from '../i18n/en';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];
export type CardErrors = Partial<Record<CardField, CheckoutStringKey>>;

/** "4242424242424242" → "4242 4242 4242 4242": how the card is printed, and how the notice names test cards. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card number's check digit (Luhn): a mistyped digit is caught before the card is sent. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) as a month and a four-digit year; null when it is not a date. */
function readExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** What the member must fix before the card is sent, as message keys. `now` is the device's date. */
export function validateCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(card.number);
  if (!digits) errors.number = 'fieldRequired';
  else if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'cardNumberInvalid';
  const expiry = readExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = 'fieldRequired';
  else if (!expiry) errors.expiry = 'cardExpiryInvalid';
  // A card is valid through the last day of its expiry month.
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'cardExpired';
  if (!card.cvc.trim()) errors.cvc = 'fieldRequired';
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'cardCvcInvalid';
  return errors;
}

/** The sandbox's confirm body for a card that passed validateCard. */
export function sandboxConfirmBody(card: CardInput, clientSecret: string): SandboxConfirmRequest {
  const expiry = readExpiry(card.expiry) ?? { month: 0, year: 0 };
  return {
    client_secret: clientSecret,
    card_number: cardDigits(card.number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: card.cvc.trim(),
  };
}

/** The card input an API field error (`error.field` of the confirm call) is about. */
export function cardFieldOf(apiField: string | undefined): CardField | null {
  if (apiField === 'card_number') return 'number';
  if (apiField === 'exp_month' || apiField === 'exp_year') return 'expiry';
  if (apiField === 'cvc') return 'cvc';
  return null;
}
