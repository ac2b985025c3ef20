// The wizard in a delegate's voice (docs/security.md 'Delegates'): an adviser filling in for Nora is asked 'Is Nora
// married?', not 'Are you married?', and the signing step says that Nora signs. Each wording the steps give the
// investor has the delegate's beside it, word for word (a test holds every step's titles, intros, labels and hints to
// this table); the tax form's certifications stay the investor's own words, as they sign them.
import type { StepForm } from '../../../shared/forms/form-types';

type Say = (name: string) => string;

const DELEGATE_WORDS: Readonly<Record<string, Say>> = {
  'Sign your agreement': (n) => `Fill in ${n}’s agreement`,
  'We will ask only what your method of investment needs and reuse what you have told us before. Most investors finish in about ten minutes.':
    (n) =>
      `We will ask only what ${n}’s method of investment needs and reuse what we were told before. Most investors finish in about ten minutes.`,
  'How would you like to invest?': (n) => `How would ${n} like to invest?`,
  'You can use a method of investment you have used with us before, or add a new one.': (n) =>
    `${n} can use a method of investment used with us before, or add a new one.`,
  'Your methods of investment': (n) => `${n}’s methods of investment`,
  'Where are you investing from?': (n) => `Where is ${n} investing from?`,
  'Are you a non-US investor?': (n) => `Is ${n} a non-US investor?`,
  'Answer Yes if you are neither a US citizen nor a US resident for tax purposes.': (n) =>
    `Answer Yes if ${n} is neither a US citizen nor a US resident for tax purposes.`,
  'How will you hold this investment?': (n) => `How will ${n} hold this investment?`,
  'Helps you tell your accounts apart. Only you see it.': (n) =>
    `Helps tell ${n}’s accounts apart. Only ${n} and those filling in for them see it.`,
  'Review your method of investment': (n) => `Review ${n}’s method of investment`,
  'Your tax identification number': (n) => `${n}’s tax identification number`,
  'The number your country of residence uses for tax. We encrypt it and only ever show the last 4 characters.': (n) =>
    `The number ${n}’s country of residence uses for tax. We encrypt it and only ever show the last 4 characters.`,
  'I do not have a Tax ID': (n) => `${n} does not have a Tax ID`,
  'Your Social Security number': (n) => `${n}’s Social Security number`,
  'Your IRA custodian': (n) => `${n}’s IRA custodian`,
  'The custodian holds this investment on behalf of your self-directed IRA.': (n) =>
    `The custodian holds this investment on behalf of ${n}’s self-directed IRA.`,
  'Strata Trust Company will hold this investment for your IRA. We have filled in its details for you.': (n) =>
    `Strata Trust Company will hold this investment for ${n}’s IRA. We have filled in its details.`,
  'Your Tax ID': (n) => `${n}’s Tax ID`,
  'Please give the Tax ID your IRA custodian holds for you.': (n) =>
    `Please give the Tax ID ${n}’s IRA custodian holds for them.`,
  'Usually your Social Security number. We encrypt it and only ever show the last 4 digits.': (n) =>
    `Usually ${n}’s Social Security number. We encrypt it and only ever show the last 4 digits.`,
  "Your IRA's EIN": (n) => `The EIN of ${n}’s IRA`,
  'The Entrust Group will hold this investment for your IRA. We have filled in its address for you.': (n) =>
    `The Entrust Group will hold this investment for ${n}’s IRA. We have filled in its address.`,
  'Employer Identification Number (EIN) of your IRA': (n) => `Employer Identification Number (EIN) of ${n}’s IRA`,
  'Your name and phone number': (n) => `${n}’s name and phone number`,
  'Please use your legal name as it appears on your government-issued ID.': (n) =>
    `Please use ${n}’s legal name as it appears on their government-issued ID.`,
  'What you would like us to call you.': (n) => `What ${n} would like us to call them.`,
  'Your IRA provider': (n) => `${n}’s IRA provider`,
  'I need to open a self-directed IRA': (n) => `${n} needs to open a self-directed IRA`,
  'A member of our investor relations team will contact you to help.': (n) =>
    `A member of our investor relations team will contact ${n} to help.`,
  'I do not have my IRA account number yet': (n) => `${n}’s IRA account number is not known yet`,
  'Your primary residence': (n) => `${n}’s primary residence`,
  'The address where you live.': (n) => `The address where ${n} lives.`,
  'The address where you live, in the United States.': (n) => `The address where ${n} lives, in the United States.`,
  "Your IRA custodian's address": (n) => `The address of ${n}’s IRA custodian`,
  'The mailing address your custodian uses for investment documents.': (n) =>
    `The mailing address ${n}’s custodian uses for investment documents.`,
  'Your investment address': (n) => `${n}’s investment address`,
  'Same as my primary residence': (n) => `Same as ${n}’s primary residence`,
  'Same as my residence': (n) => `Same as ${n}’s residence`,
  'Are you married?': (n) => `Is ${n} married?`,
  'In your state, a spouse may share in property acquired during the marriage, so we ask for their consent.': (n) =>
    `In ${n}’s state, a spouse may share in property acquired during the marriage, so we ask for their consent.`,
  'Your spouse': (n) => `${n}’s spouse`,
  'We will e-mail your spouse a link to sign their consent. Please use their legal name.': (n) =>
    `We will e-mail ${n}’s spouse a link to sign their consent. Please use the spouse’s legal name.`,
  'I have read and agree to the promoted interest terms above.': (n) =>
    `${n} has read and agrees to the promoted interest terms above.`,
  'Are you a qualified purchaser?': (n) => `Is ${n} a qualified purchaser?`,
  'Are you an accredited investor?': (n) => `Is ${n} an accredited investor?`,
  'You are an accredited investor if any of these applies:': (n) =>
    `${n} is an accredited investor if any of these applies:`,
  'Yes, I am an accredited investor': (n) => `Yes, ${n} is an accredited investor`,
  'No, I am not': (n) => `No, ${n} is not`,
  'Which describes you?': (n) => `Which describes ${n}?`,
  'Your tax form': (n) => `${n}’s tax form`,
  'Your identity details': (n) => `${n}’s identity details`,
  'Do you hold, or have you held, a prominent public function?': (n) =>
    `Does ${n} hold, or has ${n} held, a prominent public function?`,
  'Where does the money you invest come from?': (n) => `Where does the money ${n} invests come from?`,
  'The same questions about the person who holds the account with you.': (n) =>
    `The same questions about the person who holds the account with ${n}.`,
  'The fund needs a tax form with your subscription. We fill it in from your answers below and ask only for the rest.':
    (n) =>
      `The fund needs a tax form with ${n}’s subscription. We fill it in from the answers below and ask only for the rest.`,
  'You told us there is none; the form needs the reason.': () =>
    'We were told there is none; the form needs the reason.',
  'Optional. Only if the treaty between your country of residence and the United States applies.': (n) =>
    `Optional. Only if the treaty between ${n}’s country of residence and the United States applies.`,
  'Sign your subscription agreement': (n) => `${n} signs the subscription agreement`,
  'Please read the agreement, then sign where indicated. Joint subscribers and spouses receive their own link by e-mail.':
    (n) =>
      `${n} reads the agreement and signs it from their own account. Joint subscribers and spouses receive their own link by e-mail.`,
};

/** The words of the form an investor answers for themselves, which a delegate certifies for nobody: kept as they are. */
export const INVESTORS_OWN_WORDS: ReadonlySet<string> = new Set([
  'My country of residence does not issue tax identification numbers',
  'I am not legally required to obtain a tax identification number',
  'The IRS has notified me that I am currently subject to backup withholding',
  'I',
]);

/** The keys whose text speaks to the person filling in; `text` (terms, legal text) is the fund's and stays. */
const VOICED_KEYS = new Set(['title', 'intro', 'label', 'hint']);

/** One wording in the delegate's voice; a wording without one in the table stays as it is. */
export const inDelegateWords = (text: string, name: string): string => DELEGATE_WORDS[text]?.(name) ?? text;

const voiced = (value: unknown, name: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => voiced(item, name));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && VOICED_KEYS.has(key) ? inDelegateWords(item, name) : voiced(item, name),
    ]),
  );
};

/** The step's form as a delegate for `name` reads it: its questions and headings name the investor. */
export const inDelegateVoice = (form: StepForm, name: string): StepForm => voiced(form, name) as StepForm;
