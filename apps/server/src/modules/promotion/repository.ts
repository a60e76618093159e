import type { LandingTemplate, LandingTemplateInput } from '@tenora/contract/promotion';
import type { Market } from '@tenora/domain/market';
import { joinApp } from '../../platform/app-directory.ts';
import { createUser, joinUser, signedInSinceSql } from '../../platform/auth.ts';
import type { Queryable } from '../../platform/db.ts';
import { hasOrderSql } from '../ledger/index.ts';

type TemplateContent = Omit<LandingTemplateInput, 'id' | 'appName'>;

interface TemplateRow {
  id: number;
  app_name: string;
  content: TemplateContent;
  market: Market;
  display_name: string;
}

export async function findTemplate(db: Queryable, id: number): Promise<LandingTemplate | null> {
  const rows = await db.query<TemplateRow>(
    `select t.id, t.app_name, t.content, a.market, a.display_name
       from landing_templates t ${joinApp('a', 't.app_name')}
      where t.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row.content,
    id: row.id,
    appName: row.app_name,
    market: row.market,
    appDisplayName: row.display_name,
  };
}

/** Every template, by id (the console's list). */
export async function allTemplates(db: Queryable): Promise<LandingTemplate[]> {
  const rows = await db.query<{ id: number }>('select id from landing_templates order by id');
  const out: LandingTemplate[] = [];
  for (const { id } of rows) {
    const t = await findTemplate(db, id);
    if (t) out.push(t);
  }
  return out;
}

/**
 * The registration landing page for a visitor of an app: the app's own template, else the first
 * of its market's.
 */
export async function landingTemplateIdFor(
  db: Queryable,
  app: { appName: string; market: Market },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `select t.id from landing_templates t ${joinApp('a', 't.app_name')}
      where a.market = $2
      order by (t.app_name = $1) desc, t.id limit 1`,
    [app.appName, app.market],
  );
  return rows[0]?.id ?? null;
}

export async function saveTemplate(
  db: Queryable,
  template: LandingTemplateInput,
  now: Date,
): Promise<void> {
  const { id, appName, ...content } = template;
  await db.query(
    `insert into landing_templates (id, app_name, content, updated_at) values ($1, $2, $3, $4)
     on conflict (id) do update set app_name = excluded.app_name, content = excluded.content,
       updated_at = excluded.updated_at`,
    [id, appName, JSON.stringify(content), now],
  );
}

export interface CaptchaRow {
  sid: string;
  answer: string;
  expires_at: Date;
  failed_at: Date | null;
  solved_at: Date | null;
  phone: string | null;
  sms_sent_at: Date | null;
  used_at: Date | null;
}

export async function createCaptcha(
  db: Queryable,
  c: { sid: string; answer: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'insert into captchas (sid, answer, created_at, expires_at) values ($1, $2, $3, $4)',
    [c.sid, c.answer, c.now, c.expiresAt],
  );
}

/** Captchas are worth nothing a day after they expire; registration needs them for minutes. */
export async function forgetOldCaptchas(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from captchas where expires_at < $1', [
    new Date(now.getTime() - 86_400_000),
  ]);
}

export async function captchaBySid(db: Queryable, sid: string): Promise<CaptchaRow | null> {
  const rows = await db.query<CaptchaRow>(
    'select sid, answer, expires_at, failed_at, solved_at, phone, sms_sent_at, used_at from captchas where sid = $1',
    [sid],
  );
  return rows[0] ?? null;
}

/** A wrong answer spends the captcha, so guessing costs a new picture every time. */
export async function failCaptcha(db: Queryable, sid: string, now: Date): Promise<void> {
  await db.query(
    'update captchas set failed_at = $2 where sid = $1 and failed_at is null and used_at is null',
    [sid, now],
  );
}

/** Binds an unsolved, unexpired captcha to the phone; false when someone got there first. */
export async function solveCaptcha(
  db: Queryable,
  sid: string,
  phone: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `update captchas set solved_at = $3, phone = $2
      where sid = $1 and solved_at is null and failed_at is null and expires_at > $3
      returning sid`,
    [sid, phone, now],
  );
  return rows.length === 1;
}

/** The one SMS a solved captcha unlocks; false when it was already spent. */
export async function spendCaptchaOnSms(db: Queryable, sid: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update captchas set sms_sent_at = $2 where sid = $1 and sms_sent_at is null returning sid',
    [sid, now],
  );
  return rows.length === 1;
}

export async function spendCaptchaOnRegistration(
  db: Queryable,
  sid: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'update captchas set used_at = $2 where sid = $1 and used_at is null and failed_at is null returning sid',
    [sid, now],
  );
  return rows.length === 1;
}

export interface PhoneCodeRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  tries: number;
}

/** A new code replaces any still waiting for the same phone and purpose. */
export async function createPhoneCode(
  db: Queryable,
  c: { phone: string; purpose: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `update phone_codes set voided_at = $3
      where phone = $1 and purpose = $2 and used_at is null and voided_at is null`,
    [c.phone, c.purpose, c.now],
  );
  await db.query(
    `insert into phone_codes (phone, purpose, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [c.phone, c.purpose, c.codeHash, c.now, c.expiresAt],
  );
}

export async function waitingPhoneCode(
  db: Queryable,
  phone: string,
  purpose: string,
): Promise<PhoneCodeRow | null> {
  const rows = await db.query<PhoneCodeRow>(
    `select id, code_hash, expires_at, tries from phone_codes
      where phone = $1 and purpose = $2 and used_at is null and voided_at is null
      order by created_at desc, id desc limit 1`,
    [phone, purpose],
  );
  return rows[0] ?? null;
}

/** Counts a wrong try; the code is voided on the last one. Answers the tries now used. */
export async function recordWrongPhoneCode(
  db: Queryable,
  id: number,
  maxTries: number,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ tries: number }>(
    `update phone_codes set tries = tries + 1,
            voided_at = case when tries + 1 >= $2 then $3 else voided_at end
      where id = $1 returning tries`,
    [id, maxTries, now],
  );
  return rows[0]?.tries ?? maxTries;
}

export async function usePhoneCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update phone_codes set used_at = $2 where id = $1 and used_at is null and voided_at is null returning id',
    [id, now],
  );
  return rows.length === 1;
}

export interface Registration {
  market: Market;
  phone: string;
  templateId: number;
  appName: string;
  deviceId: string | undefined;
  userName: string | undefined;
  inviteCode: string | undefined;
  userFrom: string | undefined;
  appFrom: string | undefined;
  utmTag: string | undefined;
  merchantNumber: string;
  now: Date;
}

/** Creates the borrower once; null when the phone is already one (code 11). */
export async function registerBorrower(db: Queryable, r: Registration): Promise<number | null> {
  const userId = await createUser(db, { market: r.market, phone: r.phone, at: r.now });
  if (userId === null) return null;
  await db.query(
    `insert into registrations (user_id, template_id, app_name, device_id, user_name, invite_code,
                                user_from, app_from, utm_tag, merchant_number, registered_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      userId,
      r.templateId,
      r.appName,
      r.deviceId ?? null,
      r.userName ?? null,
      r.inviteCode ?? null,
      r.userFrom ?? null,
      r.appFrom ?? null,
      r.utmTag ?? null,
      r.merchantNumber,
      r.now,
    ],
  );
  return userId;
}

/** A registration the retention task looks at, and whether its borrower ever applied for a loan. */
export interface RegistrationToCheck {
  user_id: number;
  registered_at: Date;
  borrowed: boolean;
}

/**
 * The market's registrations made before `before` whose borrower began no session since (their
 * last visit was before it) and was not yet found to have a loan, after `after` in the order of
 * registration, oldest first (docs/product.md#retention).
 */
export function registrationsNotSeenSince(
  db: Queryable,
  market: Market,
  before: Date,
  after: { at: Date; userId: number },
  limit: number,
): Promise<RegistrationToCheck[]> {
  return db.query<RegistrationToCheck>(
    `select r.user_id, r.registered_at, ${hasOrderSql('r.user_id')} as borrowed
       from registrations r ${joinUser('u', 'r.user_id')}
      where not r.became_borrower and r.registered_at < $2 and u.market = $1
        and (r.registered_at, r.user_id) > ($3::timestamptz, $4::bigint)
        and not ${signedInSinceSql('r.user_id', '$2')}
      order by r.registered_at, r.user_id
      limit $5`,
    [market, before, after.at, after.userId, limit],
  );
}

/** These registrants took a loan: their registration is kept with their loan records. */
export async function markBorrowers(db: Queryable, userIds: readonly number[]): Promise<void> {
  await db.query(
    'update registrations set became_borrower = true where user_id = any($1::bigint[])',
    [userIds],
  );
}

/**
 * Deletes these registrations, unless their borrower applied for a loan or came back since
 * `before` meanwhile; answers whose it deleted.
 */
export async function deleteRegistrations(
  tx: Queryable,
  userIds: readonly number[],
  before: Date,
): Promise<number[]> {
  const rows = await tx.query<{ user_id: number }>(
    `delete from registrations r
      where r.user_id = any($1::bigint[]) and not r.became_borrower
        and not ${hasOrderSql('r.user_id')} and not ${signedInSinceSql('r.user_id', '$2')}
      returning r.user_id`,
    [userIds, before],
  );
  return rows.map((r) => r.user_id);
}

/** Deletes up to `limit` codes sent to the market's numbers before `before`; answers how many. */
export async function deleteOldPhoneCodes(
  db: Queryable,
  countryCode: string,
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `delete from phone_codes where id in (
       select id from phone_codes where created_at < $1 and phone like $2
        order by created_at limit $3)
     returning id`,
    [before, `+${countryCode}%`, limit],
  );
  return rows.length;
}

export type FunnelStage =
  'visit' | 'captcha' | 'sms' | 'click' | 'register' | 'download' | 'agreement';

export interface FunnelEvent {
  templateId: number;
  stage: FunnelStage;
  utmTag: string | undefined;
  userFrom: string | undefined;
  appFrom: string | undefined;
  clientType: 'ios' | 'android' | undefined;
  localDay: string;
  at: Date;
}

export async function recordFunnelEvent(db: Queryable, e: FunnelEvent): Promise<void> {
  await db.query(
    `insert into promotion_events (template_id, stage, utm_tag, user_from, app_from, client_type, local_day, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      e.templateId,
      e.stage,
      e.utmTag ?? '',
      e.userFrom ?? '',
      e.appFrom ?? '',
      e.clientType ?? null,
      e.localDay,
      e.at,
    ],
  );
}

export interface FunnelCounts {
  templateId: number;
  utmTag: string;
  visits: number;
  captchas: number;
  smsSent: number;
  clicks: number;
  registered: number;
  downloads: number;
  agreements: number;
}

export async function funnelCounts(
  db: Queryable,
  from: string,
  to: string,
  templateId: number | undefined,
): Promise<FunnelCounts[]> {
  const count = (stage: FunnelStage) => `count(*) filter (where stage = '${stage}')::int`;
  return db.query<FunnelCounts>(
    `select template_id as "templateId", utm_tag as "utmTag",
            ${count('visit')} as visits, ${count('captcha')} as captchas, ${count('sms')} as "smsSent",
            ${count('click')} as clicks, ${count('register')} as registered,
            ${count('download')} as downloads, ${count('agreement')} as agreements
       from promotion_events
      where local_day between $1 and $2 and ($3::int is null or template_id = $3)
      group by template_id, utm_tag
      order by template_id, utm_tag`,
    [from, to, templateId ?? null],
  );
}
