import { cardFieldOf, groupCardNumber, sandboxConfirmBody, validateCard } from './cardInput';

const now = new Date(2026, 4, 15);

describe('the card of the sandbox form', () => {
  it('accepts a test card typed with spaces, a future MM/YY and a CVC', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now)).toEqual({});
    expect(sandboxConfirmBody({ number: '4242-4242 4242 4242', expiry: '5/2031', cvc: ' 1234 ' }, 'secret')).toEqual({
      client_secret: 'secret',
      card_number: '4242424242424242',
      exp_month: 5,
      exp_year: 2031,
      cvc: '1234',
    });
  });

  it('says what is missing or wrong, and that a card of a past month has expired', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      number: 'fieldRequired',
      expiry: 'fieldRequired',
      cvc: 'fieldRequired',
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '05/26', cvc: '123' }, now)).toEqual({
      number: 'cardNumberInvalid',
    });
    expect(validateCard({ number: '4242', expiry: '13/30', cvc: '12' }, now)).toEqual({
      number: 'cardNumberInvalid',
      expiry: 'cardExpiryInvalid',
      cvc: 'cardCvcInvalid',
    });
    expect(validateCard({ number: '4242424242424242', expiry: '04/26', cvc: '123' }, now)).toEqual({
      expiry: 'cardExpired',
    });
  });

  it('prints card numbers in groups of four and reads the API field names', () => {
    expect(groupCardNumber('4000002500003155')).toBe('4000 0025 0000 3155');
    expect(cardFieldOf('exp_year')).toBe('expiry');
    expect(cardFieldOf('client_secret')).toBeNull();
  });
});
