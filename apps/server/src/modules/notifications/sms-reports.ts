import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SMS_REPORTS_PATH, type SmsReportProvider } from '../../config.ts';
import type { AppDeps } from '../../platform/ports.ts';
import type { SmsReport } from '../../platform/sms.ts';
import { exotelReport } from '../../platform/sms-exotel.ts';
import { infobipReports } from '../../platform/sms-infobip.ts';
import { recordSmsReport } from './repository.ts';
import { deliveryOfReference } from './service.ts';

const READERS: Record<SmsReportProvider, (body: unknown) => SmsReport[]> = {
  exotel: (body) => {
    const report = exotelReport((body ?? {}) as Record<string, unknown>);
    return report ? [report] : [];
  },
  infobip: infobipReports,
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared by their digests, in constant time, so the token's length and bytes do not show. */
function sameToken(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/**
 * The providers' delivery reports (docs/decisions/111-sms-delivery-reports.md): each text the
 * provider has put on the phone becomes delivered, each it never will, failed with the provider's
 * reason, for staff in the borrower's communications log. Only with `SMS_REPORTS_TOKEN` set, and
 * only a report carrying it is read. A report that names no delivery of ours is answered all the
 * same: sent again, it would still name none.
 */
export function registerSmsReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.smsReportsToken;
  if (token === undefined) return;
  for (const provider of Object.keys(READERS) as SmsReportProvider[]) {
    app.post(`${SMS_REPORTS_PATH}/${provider}`, async (req, reply) => {
      if (!sameToken((req.query as { token?: unknown }).token, token)) {
        return reply.code(401).send({ error: 'unauthenticated' });
      }
      let recorded = 0;
      for (const report of READERS[provider](req.body)) {
        const delivery = deliveryOfReference(report.reference);
        if (delivery === null) continue;
        const at = deps.clock.now();
        if (await recordSmsReport(deps.db, delivery, { ...report, at })) recorded += 1;
      }
      req.log.info({ provider, recorded }, 'sms delivery report');
      return reply.code(200).send({ recorded });
    });
  }
}
