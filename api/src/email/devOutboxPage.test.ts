import { formatOutboxTime, linkifyText } from './devOutboxPage';

describe('linkifyText', () => {
  it('turns http(s) URLs into links and escapes everything else', () => {
    expect(linkifyText('Open <this>:\nhttps://a.test/?x=1&y=2\nthen "go"')).toBe(
      'Open &lt;this&gt;:\n<a href="https://a.test/?x=1&amp;y=2">https://a.test/?x=1&amp;y=2</a>\nthen &quot;go&quot;',
    );
  });

  it('leaves the punctuation that ends a sentence out of the link', () => {
    expect(linkifyText('See http://a.test/reset.')).toBe('See <a href="http://a.test/reset">http://a.test/reset</a>.');
  });

  it('does not link other schemes', () => {
    expect(linkifyText('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('formatOutboxTime', () => {
  it('shows an ISO time to the second, in UTC', () => {
    expect(formatOutboxTime('2025-11-21T05:40:12.345Z')).toBe('2025-11-21 05:40:12 UTC');
  });
});
