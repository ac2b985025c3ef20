// The demo data rooms' documents, generated in code (no files to download): an offering memorandum, a partnership
// agreement, a sample subscription agreement, a deck, financial statements and a page of questions, each naming its
// fund, each several pages long so that the viewer and the stamp have pages to show. All say 'SAMPLE'.
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { AccessLevel, DocumentCategory } from '../../../shared/api/data-room';
import { drawParagraph, INK, MUTED } from '../../pdf/text-layout';
import { toWinAnsi } from '../../pdf/win-ansi';

export type DemoDocument = {
  title: string;
  category: DocumentCategory;
  accessLevel: AccessLevel;
  fileName: string;
  sections: { heading: string; paragraphs: string[] }[];
  /** The pages of a landscape deck instead of letter pages of text. */
  isDeck?: boolean;
};

const lorem = (topic: string) =>
  `This section describes ${topic}. It is a sample written for the demonstration portal and carries no offer: the terms of a real fund are set out only in its final offering documents, which prevail over any summary.`;

export const demoDocuments = (fund: { name: string; legalName: string }): DemoDocument[] => [
  {
    title: 'Private placement memorandum',
    category: 'offeringMemorandum',
    accessLevel: 'nda',
    fileName: 'private-placement-memorandum.pdf',
    sections: [
      {
        heading: 'Summary of the offering',
        paragraphs: [
          `${fund.legalName} (the "Fund") is offering limited partnership interests to accredited investors and qualified purchasers.`,
          lorem('the investment objective, the strategy and the pipeline of the manager'),
        ],
      },
      { heading: 'Investment strategy', paragraphs: [lorem('the sectors, stages and check sizes the Fund targets')] },
      {
        heading: 'Risk factors',
        paragraphs: [
          lorem('the principal risks of an investment in the Fund'),
          lorem('illiquidity and the long term of the Fund'),
        ],
      },
      {
        heading: 'Fees and expenses',
        paragraphs: [lorem('the management fee, the carried interest and the expenses borne by the Fund')],
      },
      { heading: 'Tax considerations', paragraphs: [lorem('the federal income tax treatment of an investment')] },
      { heading: 'How to subscribe', paragraphs: [lorem('the subscription process in the investor portal')] },
    ],
  },
  {
    title: 'Limited partnership agreement',
    category: 'partnershipAgreement',
    accessLevel: 'nda',
    fileName: 'limited-partnership-agreement.pdf',
    sections: [
      { heading: 'Article I. Formation', paragraphs: [lorem('the formation and name of the partnership')] },
      { heading: 'Article II. Capital contributions', paragraphs: [lorem('capital calls and defaulting partners')] },
      { heading: 'Article III. Distributions', paragraphs: [lorem('the distribution waterfall')] },
      { heading: 'Article IV. Management', paragraphs: [lorem('the powers of the general partner')] },
    ],
  },
  {
    title: 'Subscription agreement (sample)',
    category: 'subscriptionAgreementSample',
    accessLevel: 'investor',
    fileName: 'subscription-agreement-sample.pdf',
    sections: [
      { heading: 'Subscription', paragraphs: [lorem('the commitment and its acceptance by the general partner')] },
      { heading: 'Representations of the investor', paragraphs: [lorem('accreditation and suitability')] },
    ],
  },
  {
    title: `${fund.name}: investor presentation`,
    category: 'presentation',
    accessLevel: 'public',
    fileName: 'investor-presentation.pdf',
    isDeck: true,
    sections: [
      { heading: fund.name, paragraphs: ['Investor presentation', 'Sample for the demonstration portal'] },
      { heading: 'Why now', paragraphs: ['Markets in transition create room for new leaders.'] },
      { heading: 'The team', paragraphs: ['Partners with two decades of investing together.'] },
      { heading: 'Track record', paragraphs: ['Prior funds: sample figures only.'] },
      { heading: 'Terms', paragraphs: ['See the private placement memorandum for the full terms.'] },
    ],
  },
  {
    title: 'Audited financial statements 2025',
    category: 'financials',
    accessLevel: 'subscriber',
    fileName: 'financial-statements-2025.pdf',
    sections: [
      { heading: 'Statement of assets and liabilities', paragraphs: [lorem('the assets and liabilities at year end')] },
      { heading: 'Statement of operations', paragraphs: [lorem('income, expenses and realised gains')] },
      { heading: 'Notes', paragraphs: [lorem('the accounting policies')] },
    ],
  },
  {
    title: 'Frequently asked questions',
    category: 'faq',
    accessLevel: 'public',
    fileName: 'faq.pdf',
    sections: [
      {
        heading: 'Who can invest?',
        paragraphs: ['Accredited investors and qualified purchasers, after the checks of the subscription wizard.'],
      },
      {
        heading: 'How long does subscribing take?',
        paragraphs: ['About fifteen minutes, with your tax id and your bank details at hand.'],
      },
      {
        heading: 'When is my money called?',
        paragraphs: ['After the fund countersigns your agreement; the wire instructions appear in the portal.'],
      },
    ],
  },
];

type Fonts = { regular: PDFFont; bold: PDFFont };

const drawLetterPages = (doc: PDFDocument, document: DemoDocument, fonts: Fonts, fundName: string) => {
  for (const section of document.sections) {
    const page = doc.addPage([612, 792]);
    page.drawText('SAMPLE', { x: 470, y: 740, size: 20, font: fonts.bold, color: rgb(0.85, 0.3, 0.3) });
    page.drawText(toWinAnsi(`${fundName} · ${document.title}`), {
      x: 60,
      y: 740,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(toWinAnsi(section.heading), { x: 60, y: 690, size: 18, font: fonts.bold, color: INK });
    let y = 650;
    for (const paragraph of section.paragraphs) {
      y = drawParagraph(page, toWinAnsi(paragraph), { x: 60, y, width: 492 }, { font: fonts.regular, size: 11 }) - 12;
    }
  }
};

const drawDeckPages = (doc: PDFDocument, document: DemoDocument, fonts: Fonts) => {
  for (const [index, section] of document.sections.entries()) {
    const page = doc.addPage([792, 612]);
    page.drawRectangle({
      x: 0,
      y: 0,
      width: 792,
      height: 612,
      color: index === 0 ? rgb(0.12, 0.2, 0.36) : rgb(0.97, 0.97, 0.99),
    });
    const ink = index === 0 ? rgb(1, 1, 1) : INK;
    page.drawText(toWinAnsi(section.heading), { x: 60, y: 470, size: 34, font: fonts.bold, color: ink });
    let y = 420;
    for (const paragraph of section.paragraphs) {
      y =
        drawParagraph(
          page,
          toWinAnsi(paragraph),
          { x: 60, y, width: 660 },
          { font: fonts.regular, size: 18, color: ink },
        ) - 10;
    }
    page.drawText('SAMPLE', { x: 660, y: 40, size: 16, font: fonts.bold, color: rgb(0.85, 0.3, 0.3) });
  }
};

/** The document's PDF. Fixed dates: the same bytes for the same fund every time. */
export const demoDocumentPdf = async (document: DemoDocument, fundName: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  if (document.isDeck) drawDeckPages(doc, document, fonts);
  else drawLetterPages(doc, document, fonts, fundName);
  doc.setTitle(toWinAnsi(document.title));
  doc.setCreationDate(new Date('2026-01-15T12:00:00Z'));
  doc.setModificationDate(new Date('2026-01-15T12:00:00Z'));
  return doc.save({ useObjectStreams: false });
};
