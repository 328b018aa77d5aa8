import { LAST_EMAIL_STORAGE_KEY } from '@stride/shared';
import { readLastEmail, rememberLastEmail } from './lastEmail';

describe('lastEmail', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the trimmed email under the shared storage key', () => {
    rememberLastEmail('  ada@example.org ');
    expect(localStorage.getItem(LAST_EMAIL_STORAGE_KEY)).toBe('ada@example.org');
    expect(readLastEmail()).toBe('ada@example.org');
  });

  it('forgets the email when the field is cleared', () => {
    rememberLastEmail('ada@example.org');
    rememberLastEmail('');
    expect(readLastEmail()).toBe('');
  });

  it('reads and writes nothing when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberLastEmail('ada@example.org', refusing)).not.toThrow();
    expect(readLastEmail(refusing)).toBe('');
  });
});
