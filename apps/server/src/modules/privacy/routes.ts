import {
  opsDataRequestAct,
  opsDataRequests,
  privacyAccess,
  privacyExport,
  privacyMarketing,
  privacyRequest,
  privacyRequestWithdraw,
  privacyView,
} from '@tenora/contract/privacy';
import type { FastifyRequest } from 'fastify';
import { bind, type BorrowerContext } from '../../platform/register.ts';
import { exportFile } from './export.ts';
import {
  makeRequest,
  privacyCentre,
  recordAccess,
  setMarketing,
  takeBack,
  type ClientOf,
} from './service.ts';
import { actOnRequest, dataRequestQueue } from './staff.ts';

/** The address, browser, device and app a consent is given from, as loan consent keeps them. */
function clientOf(request: FastifyRequest): ClientOf {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    address: request.ip,
    userAgent: text(request.headers['user-agent']),
    // Session parameters the native shell puts in every address (docs/product.md#session).
    deviceId: text(query.deviceId),
    appVersion: text(query.appVersion),
  };
}

const view = async ({ deps, borrower, app }: BorrowerContext) =>
  privacyCentre(deps, borrower, await app());

export const privacyRoutes = [
  bind(privacyView, async (_input, ctx) => view(ctx)),
  bind(privacyMarketing, async ({ given }, ctx) => {
    await setMarketing(ctx.deps, ctx.borrower, given === 1, clientOf(ctx.request));
    return view(ctx);
  }),
  bind(privacyAccess, async (_input, ctx) => {
    await recordAccess(ctx.deps, ctx.borrower);
    return view(ctx);
  }),
  bind(privacyExport, async ({ format }, { deps, borrower, locale, app }) =>
    exportFile(deps, borrower, format, locale, await app()),
  ),
  bind(privacyRequest, async (input, ctx) => {
    await makeRequest(ctx.deps, ctx.borrower, input, ctx.t);
    return view(ctx);
  }),
  bind(privacyRequestWithdraw, async ({ id }, ctx) => {
    await takeBack(ctx.deps, ctx.borrower, id, ctx.t);
    return view(ctx);
  }),

  // The operator console (agent role).
  bind(opsDataRequests, async ({ page, ...filter }, { deps }) =>
    dataRequestQueue(deps, { ...filter, page: page ?? 1 }),
  ),
  bind(opsDataRequestAct, async (input, { deps, staff, t }) =>
    actOnRequest(deps, staff.id, input, t),
  ),
];
