import { describe, expect, it } from 'vitest';
import { FUND_PAGE_MESSAGES } from '../../../../shared/schemas/admin/fund-page.schema';
import { newMember, photoProblem, toFundPageInput, validateFundPage } from './fund-page-values';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];

describe('the fund page form', () => {
  it('puts the shared schema’s messages on the nested fields', () => {
    const errors = validateFundPage({
      overviewMarkdown: '',
      team: [{ ...newMember(), role: 'Partner', bioMarkdown: 'Bio' }],
      faq: [{ question: 'Why?', answerMarkdown: ' ' }],
    });
    expect(errors).toEqual({
      team: [{ name: FUND_PAGE_MESSAGES.name }],
      faq: [{ answerMarkdown: FUND_PAGE_MESSAGES.answer }],
    });
  });

  it('sends members without their photo address', () => {
    const input = toFundPageInput({
      overviewMarkdown: 'x',
      team: [{ id: 'a', name: 'A', role: 'B', bioMarkdown: 'C', photoUrl: '/p.png' }],
      faq: [],
    });
    expect(input.team).toEqual([{ id: 'a', name: 'A', role: 'B', bioMarkdown: 'C' }]);
  });

  it.each([
    ['a PNG', new Uint8Array(PNG), null],
    ['a JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), null],
    ['a PDF', new TextEncoder().encode('%PDF-1.7'), FUND_PAGE_MESSAGES.photoKind],
    ['a GIF', new TextEncoder().encode('GIF89a'), FUND_PAGE_MESSAGES.photoKind],
    [
      'a PNG over 2 MB',
      Uint8Array.from({ length: 2 * 1024 * 1024 + 1 }, (_, i) => PNG[i] ?? 0),
      FUND_PAGE_MESSAGES.photoTooLarge,
    ],
  ])('judges %s by its bytes before it is sent', (_name, bytes, message) => {
    expect(photoProblem(bytes)).toBe(message);
  });
});
