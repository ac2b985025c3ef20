// The consent before signing: the disclosure accepted explicitly and, where the fund has governing documents, their
// receipt acknowledged too; Accept waits for both and says which were given.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Disclosure } from '../../../shared/api/signing';
import { DisclosureConsent } from './disclosure-consent';

const disclosure: Disclosure = {
  version: '2026-01',
  title: 'Electronic Records and Signature Disclosure',
  sha256: 'a'.repeat(64),
  sections: [{ heading: 'Paper copies', text: 'You may ask for a paper copy.' }],
};
const documents = [
  { title: 'Private placement memorandum', url: '/fund/f/data-room#document-1' },
  { title: 'Limited partnership agreement', url: '/fund/f/data-room#document-2' },
];

const draw = (props: Partial<Parameters<typeof DisclosureConsent>[0]> = {}) => {
  const onAccept = vi.fn();
  render(
    <DisclosureConsent
      disclosure={disclosure}
      hasConsented={false}
      isDisabled={false}
      isBusy={false}
      onAccept={onAccept}
      {...props}
    />,
  );
  return onAccept;
};

afterEach(cleanup);

describe('the consent before signing', () => {
  it("waits for the disclosure and the governing documents' receipt, each a link, then accepts with both", () => {
    const onAccept = draw({ documents });
    const accept = screen.getByRole('button', { name: 'Accept and continue' });
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText(/I have read the Electronic Records and Signature Disclosure/));
    expect(accept).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: /Limited partnership agreement/ }).getAttribute('href')).toBe(
      '/fund/f/data-room#document-2',
    );
    fireEvent.click(screen.getByLabelText(/I have received the fund’s governing documents/));
    expect(accept).toHaveProperty('disabled', false);
    fireEvent.click(accept);
    expect(onAccept).toHaveBeenCalledWith(disclosure.sha256, true);
  });

  it('asks only for the disclosure where there are no governing documents (a co-signer, the syndication NDA)', () => {
    const onAccept = draw();
    expect(screen.queryByLabelText(/I have received the fund’s governing documents/)).toBeNull();
    fireEvent.click(screen.getByLabelText(/I have read the Electronic Records and Signature Disclosure/));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(onAccept).toHaveBeenCalledWith(disclosure.sha256, false);
  });
});
