// Demo people (docs/design.md §6): an admin, an investor with no accounts, an investor with a complete, signed
// account of each kind, and an investor whose syndication sign-up waits for the admin's review. Their data is what
// a careful investor would have typed into the flow. And an adviser who fills in for the new investor (a delegate).
import type { Address } from '../../../shared/domain/entities';
import { emptyFlowValues, type FlowValues } from '../../../shared/domain/flow-values';
import type { UserRole } from '../schema/users';

export type DemoPerson = {
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  /** A portfolio (investors row) with this profile; none for the admin. */
  profile: { mobilePhone: string; primaryResidence: Address } | null;
  /** Each becomes an account with a signed transaction on the closed fund. */
  signedAccounts: { label: string; values: FlowValues; isCompleted: boolean }[];
  /** A syndication sign-up through step 4, both proofs waiting for the admin's review (seed-syndication.ts). */
  isSyndicationUnderReview?: boolean;
  /** A delegate who fills in every subscription of the investor with this e-mail (demo-delegations.ts). */
  fillsInFor?: string;
};

export const DEMO_PASSWORD = 'demo-investor-2026';
export const DEMO_ADMIN_PASSWORD = 'demo-admin-2026';

const us = (address1: string, city: string, state: string, postalCode: string): Address => ({
  address1,
  address2: '',
  city,
  state,
  province: '',
  postalCode,
  country: 'US',
});

const NEW_YORK = us('350 Fifth Avenue', 'New York', 'NY', '10118');
const SAN_FRANCISCO = us('1 Market Street', 'San Francisco', 'CA', '94105');
const LONDON: Address = {
  address1: '221B Baker Street',
  address2: '',
  city: 'London',
  state: '',
  province: 'Greater London',
  postalCode: 'NW1 6XE',
  country: 'GB',
};

const person = {
  legalFirstName: 'Marie',
  legalLastName: 'Curie',
  mobilePhone: '+1 212 555 0142',
  residenceAddress: NEW_YORK,
  investmentAddress: NEW_YORK,
  accreditation: '0',
};

const flow = (overrides: Partial<FlowValues>): FlowValues => ({ ...emptyFlowValues(), ...person, ...overrides });

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: 'admin@investor-portal.local',
    password: DEMO_ADMIN_PASSWORD,
    role: 'admin',
    firstName: 'Ida',
    lastName: 'Relations',
    profile: null,
    signedAccounts: [],
  },
  {
    // A second admin: wire instructions one admin enters, another confirms (docs/admin.md).
    email: 'controller@investor-portal.local',
    password: DEMO_ADMIN_PASSWORD,
    role: 'admin',
    firstName: 'Carlos',
    lastName: 'Controller',
    profile: null,
    signedAccounts: [],
  },
  {
    email: 'new.investor@example.com',
    password: DEMO_PASSWORD,
    role: 'investor',
    firstName: 'Nora',
    lastName: 'Newcomer',
    profile: { mobilePhone: '+1 415 555 0177', primaryResidence: SAN_FRANCISCO },
    signedAccounts: [],
  },
  {
    email: 'seasoned.investor@example.com',
    password: DEMO_PASSWORD,
    role: 'investor',
    firstName: 'Marie',
    lastName: 'Curie',
    profile: { mobilePhone: person.mobilePhone, primaryResidence: NEW_YORK },
    signedAccounts: [
      {
        label: 'individual',
        isCompleted: true,
        values: flow({ isGlobalInvestor: false, methodOfInvestment: 'individual', ssn: '123-45-6789' }),
      },
      {
        label: 'joint tenants',
        isCompleted: false,
        values: flow({
          isGlobalInvestor: false,
          methodOfInvestment: 'jtwros',
          ssn: '123-45-6789',
          secondarySsn: '321-54-4321',
          secondaryLegalFirstName: 'Pierre',
          secondaryLegalLastName: 'Curie',
          secondaryEmail: 'pierre.curie@example.com',
          secondaryMobilePhone: '+1 212 555 0199',
          isSecondaryAddressSameAsPrimary: true,
          secondaryAddress: NEW_YORK,
        }),
      },
      {
        label: 'entity',
        isCompleted: false,
        values: flow({
          isGlobalInvestor: false,
          methodOfInvestment: 'entity',
          entityTrustName: 'Curie Radiation Ventures LLC',
          isEin: true,
          ein: '12-3456789',
          accreditation: '3',
          qualifiedPurchaserDefinition: 'entityAssets5m',
        }),
      },
      {
        label: 'self-directed IRA',
        isCompleted: false,
        values: flow({
          isGlobalInvestor: false,
          methodOfInvestment: 'ira',
          iraCustodian: 'strata',
          iraCustodianName: 'Strata Trust Company',
          iraCustodianEin: '74-2784381',
          iraType: 'traditional',
          iraAccountNumber: 'STR-204855',
          ssn: '123-45-6789',
        }),
      },
      {
        label: 'global direct',
        isCompleted: false,
        values: flow({
          isGlobalInvestor: true,
          methodOfInvestment: 'direct',
          intlTaxId: 'GB1234567',
          mobilePhone: '+44 20 7946 0958',
          residenceAddress: LONDON,
          investmentAddress: LONDON,
        }),
      },
    ],
  },
  {
    email: 'syndication.investor@example.com',
    password: DEMO_PASSWORD,
    role: 'investor',
    firstName: 'Grace',
    lastName: 'Hopper',
    profile: { mobilePhone: '+1 212 555 0166', primaryResidence: NEW_YORK },
    signedAccounts: [],
    isSyndicationUnderReview: true,
  },
  {
    email: 'adviser@example.com',
    password: DEMO_PASSWORD,
    role: 'investor',
    firstName: 'Avery',
    lastName: 'Adviser',
    profile: null,
    signedAccounts: [],
    fillsInFor: 'new.investor@example.com',
  },
];
