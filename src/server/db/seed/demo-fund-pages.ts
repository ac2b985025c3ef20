// Each demo fund's page (docs/admin.md 'The fund page'): an overview, a team of two or three with photos drawn from
// their initials (initials-avatar.ts, nothing downloaded) and four to six questions. Markdown, as an admin writes it.
import type { FundPageInput } from '../../../shared/api/fund-page';
import { DEMO_FUND_SLUGS } from './demo-funds';

type DemoPage = FundPageInput & { photoColours: readonly string[] };
type Person = { name: string; role: string; bio: string };

const team = (...people: Person[]): FundPageInput['team'] =>
  people.map(({ name, role, bio }) => ({ id: null, name, role, bioMarkdown: bio }));

const PEOPLE = {
  maria: {
    name: 'Maria Chen',
    role: 'Managing Partner',
    bio: 'Twenty years backing **enterprise software**, first as an engineer, then as an investor in 40 companies, nine of which went public.',
  },
  david: {
    name: 'David Okafor',
    role: 'Partner',
    bio: 'Former COO of a payments company that grew from 12 to 900 people; leads the fund’s work on *fintech* and operations.',
  },
  priya: {
    name: 'Priya Raman',
    role: 'Chief Financial Officer',
    bio: 'Runs fund finance, capital calls and investor reporting. CPA; previously at a global audit firm’s private-equity practice.',
  },
  jonas: {
    name: 'Jonas Weber',
    role: 'Head of Real Assets',
    bio: 'Has structured over **$1.2 billion** of infrastructure and real-estate deals across North America and Europe.',
  },
  sofia: {
    name: 'Sofia Alvarez',
    role: 'Chief Executive Officer',
    bio: 'Founded the company in 2019 after a decade in logistics; grew revenue to $48 million in 2025.',
  },
  ben: {
    name: 'Ben Hartley',
    role: 'Chief Financial Officer',
    bio: 'Took two growth companies through their Series C and D; oversees the use of proceeds and quarterly reporting.',
  },
  grace: {
    name: 'Grace Liu',
    role: 'Portfolio Manager',
    bio: 'Fifteen years in *investment-grade credit*; manages the bond’s reserve account and coupon payments.',
  },
  tom: {
    name: 'Tom Brennan',
    role: 'General Partner',
    bio: 'Seed investor since 2012 with early cheques in 70 companies; writes about first rounds at the fund’s blog.',
  },
} as const satisfies Record<string, Person>;

const FAQ = {
  capitalCalls: {
    question: 'When will my capital be called?',
    answerMarkdown:
      'Commitments are called over about **four years**, usually in 10–15% instalments, each with at least 10 business days’ notice by e-mail.',
  },
  fees: {
    question: 'What are the fees?',
    answerMarkdown:
      'The management fee and carry are shown in the key terms above. There are no other fees charged to investors; fund expenses are capped at 0.5% a year.',
  },
  reporting: {
    question: 'How will I hear about the investments?',
    answerMarkdown:
      'You receive a **quarterly report** with each holding’s valuation, an annual audited statement, and your K-1 by March 31 each year.',
  },
  minimum: {
    question: 'Can I invest less than the minimum?',
    answerMarkdown: 'No. The minimum keeps the number of investors within what the fund’s exemption allows.',
  },
  accredited: {
    question: 'Who can invest?',
    answerMarkdown:
      'Accredited investors and qualified purchasers. You confirm your status in the subscription flow; see the SEC’s [accredited investor bulletin](https://www.investor.gov/introduction-investing/general-resources/news-alerts/alerts-bulletins/investor-bulletins/updated-3) for the definitions.',
  },
  liquidity: {
    question: 'Can I sell my interest before the fund ends?',
    answerMarkdown:
      'Interests are illiquid. Transfers need the general partner’s consent and are rare; plan to hold for the **full term**.',
  },
  ira: {
    question: 'Can I invest through my IRA?',
    answerMarkdown:
      'Yes, through a self-directed IRA with a supported custodian. Choose *IRA* as your method of investment.',
  },
  coupons: {
    question: 'When are coupons paid?',
    answerMarkdown: 'Interest of **7.5% a year** is paid quarterly, on the 15th of January, April, July and October.',
  },
} as const;

const COLOURS = ['#1f4e79', '#2e5e4e', '#6b3fa0', '#8a3b12', '#0f5f73', '#7a2e4f'] as const;

export const DEMO_FUND_PAGES: Record<string, DemoPage> = {
  [DEMO_FUND_SLUGS.promotedVenture]: {
    overviewMarkdown:
      'Venture Fund IV backs **25–30 software companies** at the Series A, alongside the founders we have known since their first round.\n\n- Enterprise software, developer tools and fintech\n- First cheques of $1–3 million, with reserves for follow-ons\n- The manager’s promoted interest applies deal by deal',
    team: team(PEOPLE.maria, PEOPLE.david, PEOPLE.priya),
    faq: [FAQ.capitalCalls, FAQ.fees, FAQ.reporting, FAQ.accredited, FAQ.liquidity, FAQ.ira],
    photoColours: [COLOURS[0], COLOURS[1], COLOURS[2]],
  },
  [DEMO_FUND_SLUGS.syndicationMultiple]: {
    overviewMarkdown:
      'A basket of **four co-investments** alongside our venture funds, each chosen from the funds’ best-performing companies.',
    team: team(PEOPLE.maria, PEOPLE.tom),
    faq: [FAQ.fees, FAQ.reporting, FAQ.accredited, FAQ.liquidity],
    photoColours: [COLOURS[0], COLOURS[3]],
  },
  [DEMO_FUND_SLUGS.equityRaise]: {
    overviewMarkdown:
      'Growth Equity Holdings builds routing software for regional freight carriers. This **Series C** raise funds expansion into Canada and Mexico.',
    team: team(PEOPLE.sofia, PEOPLE.ben),
    faq: [
      {
        question: 'What do I receive?',
        answerMarkdown:
          'Series C preferred shares at **$12.50 a share**, with a 1× non-participating liquidation preference.',
      },
      FAQ.reporting,
      FAQ.accredited,
      FAQ.minimum,
      FAQ.liquidity,
    ],
    photoColours: [COLOURS[4], COLOURS[5]],
  },
  [DEMO_FUND_SLUGS.bondRaise]: {
    overviewMarkdown:
      'A three-year note paying **7.5% a year**, secured by the issuer’s portfolio of leased commercial equipment.',
    team: team(PEOPLE.grace, PEOPLE.priya),
    faq: [FAQ.coupons, FAQ.reporting, FAQ.accredited, FAQ.ira],
    photoColours: [COLOURS[1], COLOURS[2]],
  },
  [DEMO_FUND_SLUGS.reservation]: {
    overviewMarkdown:
      'Seed Fund I writes **first cheques** into 40 pre-seed and seed companies. Reserve your place now; the subscription opens in a month.',
    team: team(PEOPLE.tom, PEOPLE.maria, PEOPLE.priya),
    faq: [
      {
        question: 'What does a reservation mean?',
        answerMarkdown:
          'A reservation holds your amount until the subscription opens. It is **not binding**; you sign only once the fund opens.',
      },
      FAQ.capitalCalls,
      FAQ.fees,
      FAQ.accredited,
      FAQ.liquidity,
    ],
    photoColours: [COLOURS[3], COLOURS[0], COLOURS[2]],
  },
  [DEMO_FUND_SLUGS.closed]: {
    overviewMarkdown:
      'Opportunity Fund I invested in **real assets**: logistics warehouses and data-centre land. It is fully invested and closed to new commitments.',
    team: team(PEOPLE.jonas, PEOPLE.priya),
    faq: [FAQ.capitalCalls, FAQ.fees, FAQ.reporting, FAQ.liquidity],
    photoColours: [COLOURS[5], COLOURS[2]],
  },
  [DEMO_FUND_SLUGS.full]: {
    overviewMarkdown:
      'Flagship Fund II is our **multi-stage** fund. It has reached its maximum; join the waitlist to hear if places open.',
    team: team(PEOPLE.maria, PEOPLE.david, PEOPLE.jonas),
    faq: [FAQ.capitalCalls, FAQ.fees, FAQ.reporting, FAQ.accredited, FAQ.liquidity],
    photoColours: [COLOURS[0], COLOURS[1], COLOURS[5]],
  },
};
