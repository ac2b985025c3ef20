// The syndication program's non-disclosure agreement (sign-up step 2): a one-way confidentiality agreement by which
// the investor receives deal information. Its PDF (nda-pdf.ts) is generated per investor and signed through the
// signature provider; the readable lines of the signing view come from the same words.
import { SYNDICATION_NDA_TITLE } from '../signing/public-api';

export const NDA_TITLE = SYNDICATION_NDA_TITLE;

export type NdaParties = { recipientName: string; recipientEmail: string; effectiveDate: string };

export const ndaIntroduction = ({ recipientName, recipientEmail, effectiveDate }: NdaParties): string =>
  `This Confidentiality and Non-Disclosure Agreement (the "Agreement") is made as of ${effectiveDate} (the "Effective Date") by ${recipientName} (${recipientEmail}) (the "Recipient") for the benefit of the manager of the Syndication Program offered through this investor portal and its affiliates, and of the companies, funds and special purpose vehicles whose investment opportunities are presented through the program (together, the "Disclosing Parties").`;

export const NDA_SECTIONS: readonly { heading: string; text: string }[] = [
  {
    heading: '1. Purpose',
    text: 'The Recipient wishes to receive information about private investment opportunities presented through the Syndication Program (the "Program") in order to evaluate whether to invest in them (the "Purpose").',
  },
  {
    heading: '2. Confidential Information',
    text: '"Confidential Information" means all non-public information made available to the Recipient through the Program, in any form, including deal summaries and memoranda, pitch decks, financial statements, projections, capitalization tables, valuations, proposed investment terms, data-room files, the identity of companies, founders and co-investors, and the fact that a particular investment is being considered.',
  },
  {
    heading: '3. Exclusions',
    text: 'Confidential Information does not include information that (a) is or becomes public through no fault of the Recipient; (b) the Recipient lawfully knew before receiving it, without a duty of confidentiality; (c) the Recipient lawfully receives from a third party without a duty of confidentiality; or (d) the Recipient develops independently without using Confidential Information.',
  },
  {
    heading: '4. Obligations',
    text: "The Recipient will (a) use Confidential Information only for the Purpose; (b) keep it confidential and protect it with at least reasonable care; (c) disclose it only to the Recipient's own legal, tax and financial advisers who need it for the Purpose and are bound by duties of confidentiality at least as protective as this Agreement, and remain responsible for their compliance; and (d) not copy, forward or publish Program materials or share access to the portal.",
  },
  {
    heading: '5. Securities laws',
    text: 'The Recipient understands that Confidential Information may include material non-public information about companies, and will not trade in any securities on the basis of it or pass it on to others who may do so, in breach of applicable securities laws.',
  },
  {
    heading: '6. Disclosure required by law',
    text: 'If the Recipient is required by law, regulation or court order to disclose Confidential Information, the Recipient will, where lawful, give prompt written notice so that a protective order may be sought, and will disclose only what is legally required.',
  },
  {
    heading: '7. Return or destruction',
    text: 'On request, or when the Recipient leaves the Program, the Recipient will promptly return or destroy Confidential Information, except copies that must be kept by law or in routine backups, which remain subject to this Agreement.',
  },
  {
    heading: '8. No obligation, no warranty',
    text: 'Nothing in this Agreement obliges anyone to offer, make or accept an investment. Confidential Information is provided "as is"; investment decisions are made only on the basis of the definitive offering documents of each investment.',
  },
  {
    heading: '9. Term',
    text: "The Recipient's obligations begin on the Effective Date and continue for three (3) years after the Recipient last receives Confidential Information, and for trade secrets for as long as they remain trade secrets.",
  },
  {
    heading: '10. Remedies',
    text: 'Unauthorized use or disclosure may cause the Disclosing Parties irreparable harm for which money damages are not an adequate remedy; they may seek injunctive relief in addition to any other remedy available at law or in equity.',
  },
  {
    heading: '11. General',
    text: 'This Agreement is governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. It is the entire agreement on its subject and may be amended only in writing. It is signed electronically under the U.S. Electronic Signatures in Global and National Commerce Act (ESIGN); an electronic signature has the same effect as a handwritten one.',
  },
];
