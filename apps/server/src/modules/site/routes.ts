import { getWhatsapp, siteContact } from '@tenora/contract/site';
import { isEmail } from '@tenora/domain/email';
import { marketOfLocale } from '@tenora/domain/market';
import { parsePhone } from '@tenora/domain/phone';
import { badInput, notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { enforceLimit, minutesOf, type RateWindow } from '../../platform/rate-limit.ts';
import { opsContactHandle, opsContactList } from '@tenora/contract/ops';
import { saveSiteMessage } from './repository.ts';
import { handleMessage, listInbox } from './staff.ts';

/** A person writes a few messages; a script writes hundreds. */
const MESSAGES_PER_IP: readonly RateWindow[] = [
  { ms: 10 * 60_000, max: 3 },
  { ms: 24 * 3_600_000, max: 10 },
];

export const siteRoutes = [
  bind(siteContact, async (input, ctx) => {
    const { deps, t } = ctx;
    const { name, telephone, email, message } = input;
    if (!name || !telephone || !email || !message) throw badInput(t('site.incomplete'));
    const app = await ctx.app();
    const market = app?.market ?? marketOfLocale(ctx.locale);
    const phone = parsePhone(telephone, market);
    if (!phone.ok) throw badInput(t('phone.invalidFor', market));
    if (!isEmail(email)) throw badInput(t('email.invalid'));

    const now = deps.clock.now();
    await enforceLimit(
      deps.limits,
      { key: `site-contact:ip:${ctx.request.ip}`, windows: MESSAGES_PER_IP, now },
      (seconds) => t('promotion.tooManyFromNetwork', minutesOf(seconds)),
    );
    await saveSiteMessage(deps.db, {
      market,
      appName: app?.appName,
      name,
      telephone: phone.e164,
      email: email.trim(),
      message,
      at: now,
    });
    return {};
  }),

  bind(getWhatsapp, async (_input, ctx) => {
    const app = await ctx.app();
    if (!app) throw notFound(ctx.t('app.unknown'));
    return { boemail: app.contact.email, bophone: app.contact.phone };
  }),

  // The contact inbox of the console (agent role).
  bind(opsContactList, async ({ state, market, page, pageSize }, { deps }) =>
    listInbox(deps, { state: state ?? 'open', market, page: page ?? 1, pageSize: pageSize ?? 50 }),
  ),
  bind(opsContactHandle, async ({ messageId }, { deps, staff }) =>
    handleMessage(deps, staff.id, messageId),
  ),
];
