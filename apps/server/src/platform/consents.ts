import { CONSENT_TEXT_VERSION } from '@tenora/domain/privacy';
import type { BorrowerScope } from './auth.ts';
import type { Queryable } from './db.ts';

/**
 * The consents a borrower gives outside a loan (docs/product.md#privacy): marketing messages
 * today. Each giving or withdrawing is a row of its own, never changed, and the latest says
 * whether the consent stands. A platform file, so that any module that would send an offer can
 * ask without importing the privacy module.
 */

export interface ConsentEvent {
  given: boolean;
  text_version: string;
  at: Date;
  via: 'privacy';
  /** Where it came from; null once a later choice replaced it long enough ago (retention). */
  address: string | null;
  user_agent: string | null;
  device_id: string | null;
  app_version: string | null;
}

/** Where and how a consent was given or withdrawn, as loan consent keeps it (decision 099). */
export interface ConsentChange {
  given: boolean;
  at: Date;
  address: string;
  userAgent: string | undefined;
  deviceId: string | undefined;
  appVersion: string | undefined;
}

/** Longest User-Agent kept, as with a loan's consent: no request can make a row large. */
const USER_AGENT_MAX = 512;
const CLIENT_FIELD_MAX = 256;

/** Every giving and withdrawing of the borrower's marketing consent, newest first. */
export function marketingHistory(borrower: BorrowerScope): Promise<ConsentEvent[]> {
  return borrower.query<ConsentEvent>(
    `select c.given, c.text_version, c.at, c.via, s.address, s.user_agent, s.device_id,
            c.app_version
       from consents c left join consent_sources s on s.consent_id = c.id
      where c.user_id = $1 and c.purpose = 'marketing' order by c.at desc, c.id desc`,
  );
}

/**
 * Whether the borrower's marketing consent stands now: asked when an offer is written and again
 * when it is sent, so a withdrawal in between stops it.
 */
export async function marketingConsentStands(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query<{ given: boolean }>(
    `select given from consents
      where user_id = $1 and purpose = 'marketing' order by at desc, id desc limit 1`,
    [userId],
  );
  return rows[0]?.given ?? false;
}

/**
 * Records a change of the marketing consent, in the caller's transaction, which has locked the
 * borrower's row (`lockBorrower`): a tap that says what already stands records nothing, so two
 * taps at once record one change. Answers whether it recorded one.
 */
export async function recordMarketingConsent(
  borrower: BorrowerScope,
  change: ConsentChange,
): Promise<boolean> {
  const [latest] = await borrower.query<{ given: boolean }>(
    `select given from consents
      where user_id = $1 and purpose = 'marketing' order by at desc, id desc limit 1`,
  );
  if ((latest?.given ?? false) === change.given) return false;
  const [made] = await borrower.query<{ id: number }>(
    `insert into consents (user_id, purpose, given, text_version, at, via, app_version)
     values ($1, 'marketing', $2, $3, $4, 'privacy', $5) returning id`,
    [
      change.given,
      CONSENT_TEXT_VERSION.marketing,
      change.at,
      change.appVersion?.slice(0, CLIENT_FIELD_MAX) ?? null,
    ],
  );
  await borrower.query(
    `insert into consent_sources (consent_id, address, user_agent, device_id)
     select id, $3, $4, $5 from consents where user_id = $1 and id = $2`,
    [
      made?.id,
      change.address,
      change.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      change.deviceId?.slice(0, CLIENT_FIELD_MAX) ?? null,
    ],
  );
  return true;
}

/**
 * Ends a standing marketing consent when the borrower's account is closed at their request
 * (docs/product.md#privacy), in the erasure's transaction: a closed account is sent no offer,
 * and one opened again later starts without consent. Recorded as the other changes are, its
 * address naming the erasure, which no request made. Answers whether one stood.
 */
export async function endMarketingConsent(
  tx: Queryable,
  userId: number,
  at: Date,
): Promise<boolean> {
  if (!(await marketingConsentStands(tx, userId))) return false;
  await tx.query(
    `with made as (
       insert into consents (user_id, purpose, given, text_version, at, via)
       values ($1, 'marketing', false, $2, $3, 'privacy') returning id)
     insert into consent_sources (consent_id, address) select id, 'erasure' from made`,
    [userId, CONSENT_TEXT_VERSION.marketing, at],
  );
  return true;
}

/**
 * Deletes where a consent change came from (its address, browser, device) once a later change
 * of the same consent replaced it before `before` (docs/product.md#retention): the standing
 * choice keeps its evidence, and every choice keeps what, when and which text. Up to `limit` rows;
 * answers how many went.
 */
export async function forgetConsentSources(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `delete from consent_sources where consent_id in (
       select s.consent_id from consent_sources s join consents c on c.id = s.consent_id
        where exists (select 1 from consents later
                       where later.user_id = c.user_id and later.purpose = c.purpose
                         and (later.at, later.id) > (c.at, c.id) and later.at < $1)
        order by s.consent_id limit $2)
     returning consent_id`,
    [before, limit],
  );
  return rows.length;
}
