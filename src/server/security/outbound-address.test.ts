import { describe, expect, it } from 'vitest';
import { ADDRESS_NOT_ALLOWED, guardedLookup, isPublicAddress, outboundUrlRefusal } from './outbound-address';

describe('outbound addresses', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.1.2.3', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a00:1', false],
    ['64:ff9b::a00:1', false],
    ['not an address', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  const none = { allowedHosts: [] };

  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://[fd00::1]/',
    'http://127.0.0.1:5432/',
    'http://2130706433/',
    'https://0x7f000001/',
    'https://017700000001/',
    'https://127.1/',
    'https://[::]/',
    'https://localhost/',
    'https://api.localhost/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(outboundUrlRefusal(url, none)).toBe(ADDRESS_NOT_ALLOWED);
  });

  it('accepts public addresses and names (names are judged when they are resolved), and the hosts the operator lists', () => {
    expect(outboundUrlRefusal('https://crm.example.com/hook', none)).toBeNull();
    expect(outboundUrlRefusal('https://8.8.8.8/hook', none)).toBeNull();
    expect(outboundUrlRefusal('https://[2606:4700:4700:0:0:0:0:1111]/hook', none)).toBeNull();
    expect(outboundUrlRefusal('https://CRM.Example.com/hook', none)).toBeNull();
    expect(outboundUrlRefusal('http://127.0.0.1:4000/hook', { allowedHosts: ['127.0.0.1'] })).toBeNull();
    expect(outboundUrlRefusal('http://[::1]:4000/hook', { allowedHosts: ['::1'] })).toBeNull();
  });

  const lookupWith = (addresses: string[], allowedHosts: string[] = []) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      guardedLookup({ allowedHosts }, async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      )('crm.example.com', {}, (error, address) => resolve({ error, address })),
    );

  it('connects to the address it judged, and refuses a name with any address inside', async () => {
    expect(await lookupWith(['93.184.216.34'])).toEqual({ error: null, address: '93.184.216.34' });
    expect((await lookupWith(['10.0.0.7'])).error?.message).toBe(ADDRESS_NOT_ALLOWED);
    // A name that answers with a public address and an inside one (rebinding) is refused, not half-trusted.
    expect((await lookupWith(['93.184.216.34', '127.0.0.1'])).error?.message).toBe(ADDRESS_NOT_ALLOWED);
    expect(await lookupWith(['127.0.0.1'], ['crm.example.com'])).toEqual({ error: null, address: '127.0.0.1' });
  });
});
