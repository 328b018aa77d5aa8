import { MODAL_IDS, type ModalId } from '@stride/shared';
import { addModalToHash, parseHashModals, removeModalFromHash } from './parseHashModals';

const ALL = MODAL_IDS;

describe('parseHashModals', () => {
  it.each<[string, readonly ModalId[], ModalId | null, boolean, string[]]>([
    ['', ALL, null, false, []],
    ['#', ALL, null, false, []],
    ['#auth', ALL, 'auth', false, ['auth']],
    ['auth', ALL, 'auth', false, ['auth']],
    ['#checkout', ALL, 'checkout', false, ['checkout']],
    ['#participants', ALL, 'participants', false, ['participants']],
    ['#renaming', ALL, 'renaming', false, ['renaming']],
    ['#profile', ALL, 'profile', false, ['profile']],
    ['#members', ALL, 'members', false, ['members']],
    ['#auth+checkout', ALL, 'auth', false, ['auth', 'checkout']],
    ['#checkout+auth', ALL, 'checkout', false, ['checkout', 'auth']],
    ['#foo+auth+checkout', ALL, 'auth', false, ['foo', 'auth', 'checkout']],
    ['#foo', ALL, null, false, ['foo']],
    ['#foo+bar', ALL, null, false, ['foo', 'bar']],
    ['#!', ALL, null, true, []],
    ['#!auth', ALL, 'auth', true, ['auth']],
    ['#!checkout+auth', ALL, 'checkout', true, ['checkout', 'auth']],
    ['#!foo+profile', ALL, 'profile', true, ['foo', 'profile']],
    ['#auth!', ALL, null, false, ['auth!']],
    ['#x+!auth', ALL, null, false, ['x', '!auth']],
    ['#auth++checkout+', ALL, 'auth', false, ['auth', 'checkout']],
    ['#Auth', ALL, null, false, ['Auth']],
    ['#auth+checkout', ['checkout'], 'checkout', false, ['auth', 'checkout']],
    ['#auth', [], null, false, ['auth']],
    ['#!auth+checkout', ['profile'], null, true, ['auth', 'checkout']],
  ])('%s with %j registered opens %s (suppress %s)', (hash, registered, open, suppressPrompts, ids) => {
    expect(parseHashModals(hash, registered)).toEqual({ open, suppressPrompts, ids });
  });
});

describe('removeModalFromHash', () => {
  it.each<[string, ModalId, string]>([
    ['#auth', 'auth', ''],
    ['auth', 'auth', ''],
    ['#auth+checkout', 'auth', '#checkout'],
    ['#checkout+auth', 'auth', '#checkout'],
    ['#foo+auth+checkout', 'auth', '#foo+checkout'],
    ['#auth+auth', 'auth', ''],
    ['#!auth', 'auth', '#!'],
    ['#!auth+checkout', 'auth', '#!checkout'],
    ['#foo', 'auth', '#foo'],
    ['', 'auth', ''],
    ['#checkout', 'auth', '#checkout'],
  ])('closing %s in %s leaves %j', (hash, modal, expected) => {
    expect(removeModalFromHash(hash, modal)).toBe(expected);
  });

  it('opens the next registered modal once the first is closed', () => {
    const next = removeModalFromHash('#foo+auth+checkout', 'auth');
    expect(parseHashModals(next, ALL).open).toBe('checkout');
    expect(parseHashModals(removeModalFromHash(next, 'checkout'), ALL).open).toBeNull();
  });
});

describe('addModalToHash', () => {
  it.each<[string, ModalId, string]>([
    ['', 'auth', '#auth'],
    ['#checkout', 'auth', '#auth+checkout'],
    ['#checkout+auth', 'auth', '#auth+checkout'],
    ['#!', 'auth', '#!auth'],
    ['#!foo', 'checkout', '#!checkout+foo'],
  ])('opening %s in %s gives %j', (hash, modal, expected) => {
    expect(addModalToHash(hash, modal)).toBe(expected);
  });

  it('round-trips: open then close restores the previous hash', () => {
    expect(removeModalFromHash(addModalToHash('#!checkout', 'auth'), 'auth')).toBe('#!checkout');
  });
});
