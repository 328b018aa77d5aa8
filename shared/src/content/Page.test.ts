import { normalisePagePath, staticPagePath } from './Page';
import { checkRatio } from './Block';

describe('page paths', () => {
  it.each([
    ['/', '/__/index.json'],
    ['', '/__/index.json'],
    ['/Programs/Start/', '/__/programs/start/index.json'],
    ['/articles//sleep?x=1', '/__/articles/sleep/index.json'],
  ])('fetches %s as %s', (path, staticPath) => {
    expect(staticPagePath(path)).toBe(staticPath);
  });

  it('normalises case, slashes and queries', () => {
    expect(normalisePagePath('/A//b/')).toBe('/a/b');
  });
});

describe('height ratio (spec §5)', () => {
  it('accepts 10 to 300 and refuses anything else with Ratio Out Of Range', () => {
    expect(checkRatio(10)).toBe(10);
    expect(checkRatio(300)).toBe(300);
    expect(() => checkRatio(9.9)).toThrow('Ratio Out Of Range');
    expect(() => checkRatio(301)).toThrow('Ratio Out Of Range');
    expect(() => checkRatio(Number.NaN)).toThrow('Ratio Out Of Range');
  });
});
