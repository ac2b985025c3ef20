// The investor's portfolio in ONE prepared query: the profile row with its accounts and transactions as JSON arrays
// and, for flow calls, what the flow reads of their funds. The hot calls read it together with their session
// (findBySession), so a flow call reads everything it needs in one round trip (docs/performance.md).
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Account } from '../../../shared/domain/entities';
import type { Db } from '../../db/database';
import { preparedOnce } from '../../db/prepared';
import { accounts } from '../../db/schema/accounts';
import { fundPortalSettings, funds } from '../../db/schema/funds';
import { investors } from '../../db/schema/investors';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import type { DataCipher } from '../../security/data-cipher';
import {
  actingUserIdOfSession,
  type InvestorProfile,
  openSessionParams,
  type ResolvedSession,
  selectOpenSession,
  toAccount,
  toInvestorProfile,
} from '../auth-and-accounts/public-api';
import { DEFAULT_PORTAL_TYPE, type FundForFlow } from '../funds/public-api';
import { type JsonRow, jsonRowReader } from './json-rows';
import { type TransactionRecord, toRecord } from './transactions-repository';

export type StoredPortfolio = { profile: InvestorProfile; accounts: Account[]; records: TransactionRecord[] };

export type PortfolioRead = {
  /** Undefined before the user has a portfolio. */
  portfolio: StoredPortfolio | undefined;
  /** What the flow reads of the funds of the portfolio's transactions, by slug; empty unless read for the flow. */
  funds: ReadonlyMap<string, FundForFlow>;
};

/** 'flow' adds the funds of the transactions (flow calls); 'portfolio' is the portfolio alone. */
export type PortfolioReadKind = 'portfolio' | 'flow';

type FundJson = Omit<FundForFlow['fund'], 'slug'> & { portalType: FundForFlow['portalSettings']['portalType'] | null };
type PortfolioRow = {
  investor: JsonRow | null;
  accounts: JsonRow[];
  transactions: JsonRow[];
  funds?: Record<string, FundJson>;
};

const readInvestor = jsonRowReader(investors);
const readAccount = jsonRowReader(accounts);
const readTransaction = jsonRowReader(transactions);

/**
 * A column named with its table. drizzle drops table names from the top level of a single-table selection's SQL, which
 * would turn the correlated `accounts.user_id = users.id` into `user_id = id`; nested SQL keeps them.
 */
const q = (column: PgColumn): SQL => sql`${column}`;

/** The transaction columns the portfolio leaves out (a constant of the statement's text, not a parameter). */
const BACK_OFFICE_COLUMNS = sql.raw(
  `'{${[transactions.answerAuthors, transactions.investorName, transactions.searchText].map((c) => c.name).join(',')}}'`,
);

/** The portfolio of the user `owner` names, as JSON columns; lists oldest first, as the one-table reads give them. */
const portfolioColumns = (owner: SQL) => ({
  investor: sql<JsonRow | null>`(select to_jsonb(${investors}) from ${investors} where ${q(investors.userId)} = ${owner})`,
  accounts: sql<JsonRow[]>`coalesce((select jsonb_agg(${accounts} order by ${q(accounts.createdAt)}) from ${accounts}
    where ${q(accounts.userId)} = ${owner}), '[]'::jsonb)`,
  // Without what only the back office reads (the answers' authors grow with every answer, the pipeline's name and
  // search text): a flow call would parse them for every transaction of the investor and drop them (toTransaction).
  transactions: sql<JsonRow[]>`coalesce((select jsonb_agg(to_jsonb(${transactions}) - ${BACK_OFFICE_COLUMNS}::text[]
    order by ${q(transactions.createdAt)}) from ${transactions} where ${q(transactions.userId)} = ${owner}), '[]'::jsonb)`,
});

/** Only the fund fields the flow's environment reads (no dates, so nothing to format in US Eastern time). */
const flowColumns = (owner: SQL) => ({
  ...portfolioColumns(owner),
  funds: sql<Record<string, FundJson>>`coalesce((select jsonb_object_agg(${q(funds.slug)}, jsonb_build_object(
      'type', ${q(funds.type)}, 'carryType', ${q(funds.carryType)},
      'syndicationAssetType', ${q(funds.syndicationAssetType)}, 'collectTaxForms', ${q(funds.collectTaxForms)},
      'identityChecks', ${q(funds.identityChecks)},
      'portalType', ${q(fundPortalSettings.portalType)}))
    from ${funds} left join ${fundPortalSettings} on ${q(fundPortalSettings.fundId)} = ${q(funds.id)}
    where ${q(funds.slug)} in (select ${q(transactions.fundSlug)} from ${transactions}
      where ${q(transactions.userId)} = ${owner})), '{}'::jsonb)`,
});

const fundsOf = (json: Record<string, FundJson> | undefined): ReadonlyMap<string, FundForFlow> =>
  new Map(
    Object.entries(json ?? {}).map(([slug, fund]) => [
      slug,
      {
        fund: {
          slug,
          type: fund.type,
          carryType: fund.carryType,
          syndicationAssetType: fund.syndicationAssetType,
          collectTaxForms: fund.collectTaxForms,
          identityChecks: fund.identityChecks,
        },
        portalSettings: { portalType: fund.portalType ?? DEFAULT_PORTAL_TYPE },
      },
    ]),
  );

export const createPortfoliosRepository = (db: Db, cipher: DataCipher) => {
  const byUser = (kind: PortfolioReadKind) => {
    const columns = kind === 'flow' ? flowColumns(q(users.id)) : portfolioColumns(q(users.id));
    return db
      .select(columns)
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(`portfolio_${kind}_by_user`);
  };
  const statements = {
    byUser: { portfolio: preparedOnce(() => byUser('portfolio')), flow: preparedOnce(() => byUser('flow')) },
    bySession: {
      portfolio: preparedOnce(() =>
        selectOpenSession(db, portfolioColumns(actingUserIdOfSession)).prepare('portfolio_portfolio_by_session'),
      ),
      flow: preparedOnce(() =>
        selectOpenSession(db, flowColumns(actingUserIdOfSession)).prepare('portfolio_flow_by_session'),
      ),
    },
  };

  const read = (row: PortfolioRow): PortfolioRead => ({
    portfolio: row.investor
      ? {
          profile: toInvestorProfile(readInvestor(row.investor)),
          accounts: row.accounts.map((json) => toAccount(readAccount(json), cipher)),
          records: row.transactions.map((json) => toRecord(readTransaction(json), cipher)),
        }
      : undefined,
    funds: fundsOf(row.funds),
  });

  return {
    /** Undefined before the user has a portfolio. */
    findByUserId: async (userId: string): Promise<StoredPortfolio | undefined> => {
      const [row] = await statements.byUser.portfolio().execute({ userId });
      return row && read(row).portfolio;
    },

    /** The portfolio with what the flow reads of its transactions' funds. */
    findForFlow: async (userId: string): Promise<PortfolioRead> => {
      const [row] = await statements.byUser.flow().execute({ userId });
      return row ? read(row) : { portfolio: undefined, funds: new Map() };
    },

    /** The session a token opens (the rule of sessions.resolve) and its acting user's portfolio, in one query. */
    findBySession: async (
      token: string,
      now: Date,
      kind: PortfolioReadKind,
    ): Promise<{ session: ResolvedSession; read: PortfolioRead } | undefined> => {
      const [row] = await statements.bySession[kind]().execute(openSessionParams(token, now));
      if (!row) return undefined;
      const { session, user, impersonatedUser, delegation, delegator, holdsDelegations, ...portfolio } = row;
      return {
        session: { session, user, impersonatedUser, delegation, delegator, holdsDelegations },
        read: read(portfolio),
      };
    },
  };
};

export type PortfoliosRepository = ReturnType<typeof createPortfoliosRepository>;
