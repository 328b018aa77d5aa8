import { hashPassword, verifyPassword } from './passwordHash';

describe('password hashing', () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword('correct horse');
  });

  it('stores scrypt with the OWASP parameters and a random salt, never the password', async () => {
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('correct horse');
    expect(await hashPassword('correct horse')).not.toBe(stored);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('rejects a stored value it does not understand', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
  });
});
