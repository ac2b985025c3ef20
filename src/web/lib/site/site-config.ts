// docs/spec.md §3 'Page/site config' (title, navigations, footer, social links): what a content editor would change. Demo
// content; a deployment replaces this file.
/** `audience`: shown only to logged-out visitors, or only to logged-in investors; to everyone when absent. */
export type NavLink = { label: string; href: string; audience?: 'visitors' | 'investors' };
export const isForVisitor = (link: NavLink, isLoggedIn: boolean): boolean =>
  link.audience === undefined || link.audience === (isLoggedIn ? 'investors' : 'visitors');

export type FooterColumn = { title: string; links: readonly NavLink[] };
export type SocialNetwork = 'LinkedIn' | 'X' | 'YouTube' | 'TikTok' | 'Medium' | 'Instagram' | 'Facebook' | 'Threads';
export type SocialLink = { network: SocialNetwork; href: string };

export type SiteConfig = {
  title: string;
  /** Short name beside the logo mark. */
  logoText: string;
  /** The hamburger menu. */
  navigation: readonly NavLink[];
  footerColumns: readonly FooterColumn[];
  socialLinks: readonly SocialLink[];
  hashtag: string | null;
  contact: { email: string; phone: string; address: string };
  disclaimer: string;
  copyrightHolder: string;
  /** Investor relations: 'Need help?' in the account menu only when set (docs/spec.md §2). */
  investorRelationsEmail: string | null;
  /** The optional scroll progress bar of docs/spec.md §2. */
  showScrollProgress: boolean;
};

export const siteConfig: SiteConfig = {
  title: 'Investor Portal',
  logoText: 'Investor Portal',
  navigation: [
    { label: 'Funds', href: '/' },
    { label: 'Investment summary', href: '/investment-summary' },
    { label: 'Syndication program', href: '/syndication-program' },
    { label: 'Account settings', href: '/account/settings' },
  ],
  footerColumns: [
    {
      title: 'Invest',
      links: [
        { label: 'Open funds', href: '/' },
        { label: 'Investment summary', href: '/investment-summary' },
        { label: 'Syndication program', href: '/syndication-program' },
      ],
    },
    {
      title: 'Your account',
      links: [
        { label: 'Log in', href: '/login', audience: 'visitors' },
        { label: 'Create an account', href: '/signup', audience: 'visitors' },
        { label: 'Reset your password', href: '/password-reset', audience: 'visitors' },
        { label: 'Account settings', href: '/account/settings', audience: 'investors' },
      ],
    },
  ],
  socialLinks: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'X', href: 'https://x.com/' },
    { network: 'YouTube', href: 'https://www.youtube.com/' },
    { network: 'TikTok', href: 'https://www.tiktok.com/' },
    { network: 'Medium', href: 'https://medium.com/' },
    { network: 'Instagram', href: 'https://www.instagram.com/' },
    { network: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'Threads', href: 'https://www.threads.net/' },
  ],
  hashtag: '#InvestTogether',
  contact: {
    email: 'investors@example.com',
    phone: '+1 (212) 555-0100',
    address: '350 Fifth Avenue, New York, NY 10118',
  },
  disclaimer:
    'Investments in private funds are speculative, illiquid and involve a high degree of risk, including the loss of your entire investment. Only accredited investors or qualified purchasers may invest. Nothing on this site is an offer to sell or a solicitation of an offer to buy any security.',
  copyrightHolder: 'Investor Portal',
  investorRelationsEmail: 'investors@example.com',
  showScrollProgress: true,
};
