// Seeds a fund's subscriptions for `npm run bench:scale`, set-based: each table is filled by one INSERT ... SELECT over
// generate_series, so 90,000 rows cost a few statements. Rows g = from..to get deterministic ids (md5 of a name), so
// the tables refer to each other without reading anything back. The mix, by g mod 20: 0 signed with a sealed
// agreement (5 %), 1 waiting for a co-signer, 2 declined, 3 funded, 4 not accredited, 5 waitlisted; g mod 100 = 6
// countersigned (1 %); the rest in progress at one of five steps. Every transaction has one 'answers.changed' entry
// in the audit log (already in the chain), as the flow writes them, and one per step change on its way to its step
// (migration 0022's trigger makes the funnel's stays of them). Then VACUUM ANALYZE, as autovacuum would.
import type { Sql } from 'postgres';

export type SeedShape = {
  fundSlug: string;
  /** The flow values every row stores (names are added per row): a sealed SSN, an address, a phone. */
  values: Record<string, unknown>;
  /** A sealed agreement's PDF, shared by every signed row. */
  pdf: Buffer;
};

/** The individual path of a promoted fund, up to the closing. */
const STEP_PATH = [
  'INITIAL',
  'INTL_INVESTOR',
  'MOI_TYPE',
  'SSN_TAX_ID',
  'NAME_PHONE',
  'RESIDENCE_ADDRESS',
  'INVESTMENT_ADDRESS',
  'PROMOTED_INTEREST',
  'QUALIFIED_PURCHASER',
  'ACCREDITED_INVESTOR',
  'DOCUMENT_SIGNED',
  'MID_CLOSING',
];

const id = (kind: string) => `md5('scale-${kind}-' || g)::uuid`;

export const seedSubscriptions = async (sql: Sql, shape: SeedShape, from: number, to: number): Promise<void> => {
  const range = sql`generate_series(${from}::int, ${to}::int) g`;
  const { fundSlug } = shape;
  await sql`insert into users (id, email, password_hash, first_name, last_name)
    select ${sql.unsafe(id('user'))}, 'scale.' || g || '@example.com', 'not-a-login', 'Investor', 'N' || g
    from ${range}`;
  await sql`insert into investors (user_id, first_name, last_name)
    select ${sql.unsafe(id('user'))}, 'Investor', 'N' || g from ${range}`;
  await sql`insert into transactions (id, user_id, fund_slug, current_step, values, amount, created_at, updated_at,
      subscription_agreement_date, rejection_date, rejection_reason, funds_transfer_date, wait_list_date, is_approved)
    select ${sql.unsafe(id('tx'))}, ${sql.unsafe(id('user'))}, ${fundSlug},
      case
        when g % 20 in (0, 1, 3) or g % 100 = 6 then 'MID_CLOSING'
        when g % 20 = 4 then 'INVALID_INVESTOR_STATUS'
        else (array['SSN_TAX_ID', 'NAME_PHONE', 'RESIDENCE_ADDRESS', 'ACCREDITED_INVESTOR', 'INITIAL'])[g % 5 + 1]
      end,
      ${sql.json(shape.values as never)}::jsonb
        || jsonb_build_object('legalFirstName', 'Investor', 'legalLastName', 'N' || g),
      case when g % 50 = 7 then null else 2500000 + (g % 97) * 100000 end,
      now() - make_interval(secs => (${to} - g) / 1000.0),
      now() - make_interval(secs => (g * 7919) % ${to}),
      case when g % 20 in (0, 3) or g % 100 = 6 then now() - make_interval(hours => g % 500) end,
      case when g % 20 = 2 then now() - make_interval(hours => g % 300) end,
      case when g % 20 = 2 then 'Outside the fund''s mandate' end,
      case when g % 20 = 3 then now() - make_interval(hours => g % 200) end,
      case when g % 20 = 5 then now() - make_interval(hours => g % 100) end,
      case when g % 100 = 6 or g % 20 = 3 then true end
    from ${range}`;
  const signed = sql`(g % 20 = 0 or g % 100 = 6)`;
  const withAgreement = sql`(g % 20 in (0, 1) or g % 100 = 6)`;
  await sql`insert into documents (id, kind, owner_user_id, file_name, content, sha256, byte_length)
    select ${sql.unsafe(id('doc'))}, 'sealed', ${sql.unsafe(id('user'))}, 'agreement.pdf', ${shape.pdf},
      'bench', ${shape.pdf.length}
    from ${range} where ${withAgreement}`;
  await sql`insert into envelopes (id, transaction_id, owner_user_id, fund_slug, status, filled_document_id,
      sealed_fill, sealed_document_id, completed_at)
    select ${sql.unsafe(id('env'))}, ${sql.unsafe(id('tx'))}, ${sql.unsafe(id('user'))}, ${fundSlug},
      case when ${signed} then 'completed' else 'inProgress' end, ${sql.unsafe(id('doc'))}, 'bench',
      case when ${signed} then ${sql.unsafe(id('doc'))} end,
      case when ${signed} then now() - make_interval(hours => g % 500) end
    from ${range} where ${withAgreement}`;
  await sql`insert into envelope_signers (envelope_id, role, routing_order, name, email, status, signed_at)
    select ${sql.unsafe(id('env'))}, r.role, r.routing_order, 'Investor N' || g, 'scale.' || g || '@example.com',
      case when ${signed} or r.role = 'investor' then 'signed' else 'pending' end,
      case when ${signed} or r.role = 'investor' then now() end
    from ${range} cross join (values ('investor', 1), ('coInvestor', 2)) as r(role, routing_order)
    where ${withAgreement}`;
  await sql`insert into signing_events (envelope_id, type, at)
    select ${sql.unsafe(id('env'))}, 'envelope.countersigned', now() - make_interval(hours => g % 100)
    from ${range} where g % 100 = 6`;
  await sql`with head as (select coalesce(max(seq), 0) as seq from audit_chain),
    entries as (
      insert into audit_log (action, target, details, is_sealed)
      select 'answers.changed', (${sql.unsafe(id('tx'))})::text, '{"fields": ["legalFirstName"]}'::jsonb, true
      from ${range}
      returning id)
    insert into audit_chain (seq, audit_log_id, prev_hash, hash)
    select head.seq + row_number() over (order by entries.id), entries.id, 'bench', 'bench' from entries, head`;
  // The way each subscription came to its step, one step change at a time, as the flow's trigger records them (and
  // migration 0022's trigger turns into the funnel's stays): along the individual path of a promoted fund.
  await sql`with head as (select coalesce(max(seq), 0) as seq from audit_chain),
    moves as (
      select t.id, t.created_at, i, steps[i] as from_step, steps[i + 1] as to_step
      from ${range}
      join transactions t on t.id = ${sql.unsafe(id('tx'))}
      cross join lateral (select case when t.current_step = 'INVALID_INVESTOR_STATUS'
        then ${sql.array(STEP_PATH.slice(0, STEP_PATH.indexOf('DOCUMENT_SIGNED')).concat('INVALID_INVESTOR_STATUS'))}::text[]
        else ${sql.array(STEP_PATH)}::text[] end as steps) p
      cross join lateral generate_series(1, array_position(steps, t.current_step) - 1) i
    ),
    entries as (
      insert into audit_log (action, target, at, details, is_sealed)
      select 'answers.changed', id::text, created_at + make_interval(secs => i * 37),
        jsonb_build_object('fundSlug', ${fundSlug}::text, 'fields', '[]'::jsonb, 'fromStep', from_step, 'toStep', to_step),
        true
      from moves order by id, i
      returning id)
    insert into audit_chain (seq, audit_log_id, prev_hash, hash)
    select head.seq + row_number() over (order by entries.id), entries.id, 'bench', 'bench' from entries, head`;
  // As autovacuum leaves a table at rest: statistics, and the visibility map index-only scans need.
  await sql`vacuum analyze`;
};
