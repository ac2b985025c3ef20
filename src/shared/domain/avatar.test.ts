import { describe, expect, it } from 'vitest';
import { avatarFor, genericAvatarDataUrl, initialsOf, normalizeEmail, personInitials } from './avatar';

const svgOf = (dataUrl: string): string => decodeURIComponent(dataUrl.replace('data:image/svg+xml,', ''));

describe('normalizeEmail', () => {
  it.each([
    [' Ann@X.com ', 'ann@x.com'],
    ['ann@x.com', 'ann@x.com'],
  ])('turns %j into %j', (email, expected) => {
    expect(normalizeEmail(email)).toBe(expected);
  });
});

describe('initialsOf', () => {
  it.each([
    ['ann@x.com', 'A'],
    ['ann.lee@x.com', 'AL'],
    ['ann_marie.lee-smith@x.com', 'AM'],
    ['élodie.durand@x.fr', 'ÉD'],
    ['12345@x.com', '?'],
    ['', '?'],
  ])('of %j is %j', (email, expected) => {
    expect(initialsOf(email)).toBe(expected);
  });
});

describe('personInitials', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email1: 'investor.1@x.com' }, 'AL'],
    [{ firstName: ' élodie ', lastName: "d'Arc", email1: 'e@x.fr' }, 'ÉD'],
    [{ firstName: 'Ada', lastName: '', email1: 'investor.1@x.com' }, 'A'],
    [{ firstName: '', lastName: '', email1: 'ann.lee@x.com' }, 'AL'],
  ])('of %j is %j', (person, expected) => {
    expect(personInitials(person)).toBe(expected);
  });

  it('draws the name’s initials on the generic avatar, in the e-mail’s colour', () => {
    const user = { avatar: null, firstName: 'Ada', lastName: 'Lovelace', email1: 'investor.1@x.com' };
    expect(svgOf(avatarFor(user))).toContain('>AL</text>');
    const fill = (url: string) => /fill="(#[0-9a-f]{6})"/.exec(svgOf(url))?.[1];
    expect(fill(avatarFor(user))).toBe(fill(genericAvatarDataUrl('investor.1@x.com')));
  });
});

describe('genericAvatarDataUrl', () => {
  it('gives the same image for the same e-mail in any case or spacing', () => {
    expect(genericAvatarDataUrl(' Ann@X.com ')).toBe(genericAvatarDataUrl('ann@x.com'));
  });

  it('is an inline SVG with the initials', () => {
    const url = genericAvatarDataUrl('ann.lee@x.com');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(svgOf(url)).toContain('>AL</text>');
  });

  it('spreads different e-mails over several colours', () => {
    const fills = new Set(
      ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com', 'g@x.com', 'h@x.com'].map(
        (email) => /fill="(#[0-9a-f]{6})"/.exec(svgOf(genericAvatarDataUrl(email)))?.[1],
      ),
    );
    expect(fills.size).toBeGreaterThan(2);
  });
});

describe('avatarFor', () => {
  it('uses the user’s own avatar when there is one', () => {
    expect(avatarFor({ avatar: 'https://cdn.example/ann.png', email1: 'ann@x.com', firstName: '', lastName: '' })).toBe(
      'https://cdn.example/ann.png',
    );
  });

  it.each([null, '', '  '])('falls back to the generic avatar for %j', (avatar) => {
    expect(avatarFor({ avatar, email1: 'Ann@X.com', firstName: '', lastName: '' })).toBe(
      genericAvatarDataUrl('ann@x.com'),
    );
  });
});
