import { rateLimitAddress } from './rateLimitAddress';

describe('rateLimitAddress', () => {
  it('keeps an IPv4 address, also one that arrives IPv4-mapped', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const network = '2001:db8:aa:bb::/64';
    expect(rateLimitAddress('2001:db8:aa:bb::1')).toBe(network);
    expect(rateLimitAddress('2001:0db8:00aa:00bb:1234:5678:9abc:def0')).toBe(network);
    expect(rateLimitAddress('2001:DB8:AA:BB:ffff::')).toBe(network);
    expect(rateLimitAddress('2001:db8:aa:bb::7%eth0')).toBe(network);
    expect(rateLimitAddress('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
  });

  it('expands a compressed prefix, and reads an embedded IPv4 tail', () => {
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1:2:3:4:5:6')).toBe('0:0:1:2::/64');
    expect(rateLimitAddress('64:ff9b:1:2::192.0.2.33')).toBe('64:ff9b:1:2::/64');
  });

  it('leaves anything that is no IP address as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
