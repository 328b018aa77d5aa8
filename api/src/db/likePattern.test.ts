import { likePattern } from './likePattern';

describe('likePattern', () => {
  it('matches text at the start or anywhere', () => {
    expect(likePattern('Mia', 'prefix')).toBe('Mia%');
    expect(likePattern('Mia', 'contains')).toBe('%Mia%');
  });

  it('takes the caller’s own wildcards and backslashes literally', () => {
    expect(likePattern('50%_off\\', 'contains')).toBe('%50\\%\\_off\\\\%');
  });
});
