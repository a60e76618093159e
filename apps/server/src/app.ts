import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { appConfigRoutes } from './modules/app-config/routes.ts';
import { AppDirectory } from './modules/app-config/repository.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { extensionRoutes } from './modules/extension/routes.ts';
import { instalmentRoutes } from './modules/instalments/routes.ts';
import { jointRoutes } from './modules/joint/routes.ts';
import { loanDetailsRoutes } from './modules/loan-details/routes.ts';
import { loanRoutes } from './modules/loans/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { promotionRoutes } from './modules/promotion/routes.ts';
import {
  providerPaymentRoutes,
  registerProviderRoutes,
} from './modules/provider-payments/routes.ts';
import { repaymentRoutes } from './modules/repayment/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { virtualAccountRoutes } from './modules/virtual-account/routes.ts';
import type { AdjustableClock, Clock } from './platform/clock.ts';
import type { Db } from './platform/db.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { registerInputGuard } from './platform/input.ts';
import { pickLocale } from './platform/locale.ts';
import { LOG_REDACT_PATHS, redactUrl } from './platform/logging.ts';
import { assertProviderAllowed, type PaymentProvider } from './platform/payments.ts';
import type { RateLimitStore } from './platform/rate-limit.ts';
import { appMarket, registerRoutes } from './platform/register.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerDrain } from './platform/shutdown.ts';
import type { SmsGateway } from './platform/sms.ts';
import type { FileStorage } from './platform/storage.ts';
import { registerWebApp } from './platform/web-assets.ts';

/** The ports the app runs on: tests pass fakes where the world is slow or outside (DECISIONS §8, §9). */
export interface AppPorts {
  config: Config;
  db: Db;
  clock: Clock;
  /** The same clock, when the support API is on and may move it. */
  devClock?: AdjustableClock | undefined;
  sms: SmsGateway;
  payments: PaymentProvider;
  storage: FileStorage;
  /** Rate-limit state (DECISIONS §9): memory, or Redis shared by every process. */
  limits: RateLimitStore;
  /** Where logs go; stdout when unset. */
  logStream?: DestinationStream;
  /** Check every answer against the contract (tests). */
  validateResponses?: boolean;
}

export interface AppDeps extends AppPorts {
  apps: AppDirectory;
}

// Bodies are small forms and JSON; uploads get their own limit where they are accepted.
const BODY_LIMIT = 64 * 1024;

export async function buildApp(ports: AppPorts): Promise<FastifyInstance> {
  assertProviderAllowed(ports.config, ports.payments);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: ports.config.trustProxy,
    // close() lets requests in flight finish and drops idle keep-alive connections; what arrives
    // meanwhile gets registerDrain's 503 envelope rather than Fastify's bare one (decision 026).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    logger: {
      level: ports.config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), id: req.id }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      ...(ports.logStream ? { stream: ports.logStream } : {}),
    },
  });
  const deps: AppDeps = { ...ports, apps: new AppDirectory(ports.db) };

  await app.register(formbody);
  registerInputGuard(app);
  await registerSecurityHeaders(app, { behindTls: ports.config.trustProxy });
  registerDrain(app);
  // Before any route: Fastify binds a route to the error handler in force when it is added.
  registerErrorHandling(
    app,
    await registerWebApp(app, ports.config.webDist, async (req) =>
      pickLocale(req, { appMarket: await appMarket(deps, req) }),
    ),
  );

  // While closing, registerDrain answers 503 before this runs, so balancers drain us.
  app.get('/healthz', async (_req, reply) => {
    try {
      await ports.db.query('select 1');
      return reply.send({ status: 'ok' });
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  registerRoutes(app, deps, [
    ...appConfigRoutes,
    ...orderRoutes,
    ...productRoutes,
    ...loanRoutes,
    ...loanDetailsRoutes,
    ...jointRoutes,
    ...repaymentRoutes,
    ...providerPaymentRoutes,
    ...virtualAccountRoutes,
    ...instalmentRoutes,
    ...extensionRoutes,
    ...promotionRoutes,
    ...siteRoutes,
    ...devRoutes,
  ]);
  await registerProviderRoutes(app, deps);
  return app;
}
