import { SessionCache } from './platform/session-cache.ts';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { endDemoSessions } from './db/seed.ts';
import { apiReferenceModule } from './modules/api-reference/index.ts';
import { appConfigModule } from './modules/app-config/index.ts';
import { borrowerContactModule } from './modules/borrower-contact/index.ts';
import { borrowerLanguageModule } from './modules/borrower-language/index.ts';
import { chatbotModule } from './modules/chatbot/index.ts';
import { complaintsModule } from './modules/complaints/index.ts';
import { devModule } from './modules/dev/index.ts';
import { extensionModule } from './modules/extension/index.ts';
import { instalmentsModule } from './modules/instalments/index.ts';
import { jointModule } from './modules/joint/index.ts';
import { loanDetailsModule } from './modules/loan-details/index.ts';
import { loansModule } from './modules/loans/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { ordersModule } from './modules/orders/index.ts';
import { papersModule } from './modules/papers/index.ts';
import { payoutsModule } from './modules/payouts/index.ts';
import { privacyModule } from './modules/privacy/index.ts';
import { productsModule } from './modules/products/index.ts';
import { promotionModule } from './modules/promotion/index.ts';
import { providerPaymentsModule } from './modules/provider-payments/index.ts';
import { reconciliationModule } from './modules/reconciliation/index.ts';
import { repaymentModule } from './modules/repayment/index.ts';
import { siteModule } from './modules/site/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { virtualAccountModule } from './modules/virtual-account/index.ts';
import { registerConsole } from './platform/console-assets.ts';
import { registerConsoleHost } from './platform/console-host.ts';
import { answerClientError, registerErrorHandling } from './platform/error-handler.ts';
import { DatabaseBusy } from './platform/errors.ts';
import { PARSER_MAX_HEADER_BYTES, registerInputGuard } from './platform/input.ts';
import { registerMultipart } from './platform/multipart.ts';
import { LOG_REDACT_PATHS, redactUrl } from './platform/logging.ts';
import { assertProviderAllowed } from './platform/payments.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerDrain } from './platform/shutdown.ts';
import { loadPages } from './platform/pages.ts';
import { registerWebAssets } from './platform/web-assets.ts';
import { AppDirectory } from './platform/app-directory.ts';
import { OwedChanges } from './platform/owed-changes.ts';
import { Jobs } from './platform/jobs.ts';
import type { AppDeps, AppPorts } from './platform/ports.ts';

export type { AppDeps, AppPorts } from './platform/ports.ts';

// Bodies are small forms and JSON; uploads get their own limit where they are accepted.
const BODY_LIMIT = 64 * 1024;

/**
 * How long /healthz waits for the database before it answers that the database is slow; the
 * process itself answers at once (docs/decisions/089-timeouts-and-drain.md).
 */
const HEALTH_WAIT_MS = 1000;

export async function buildApp(ports: AppPorts): Promise<FastifyInstance> {
  assertProviderAllowed(ports.config, ports.payments);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Headers past our own limit are refused in their family's envelope (platform/input.ts).
    http: { maxHeaderSize: PARSER_MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
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
  const deps: AppDeps = {
    ...ports,
    // A provider's hosted pages are on its own host, which the app must be let open.
    apps: new AppDirectory(ports.db, (market) => ports.payments.of(market).pageHosts),
    sessions: new SessionCache(ports.config.sessionCacheSeconds * 1000),
    bindings: new Map(),
    owedChanges: new OwedChanges(),
    jobs: new Jobs(ports.db, ports.clock, { work: ports.config.jobWorkers }, (err, where) =>
      app.log.error({ err, job: where }, 'job failed'),
    ),
  };
  // Workers stop taking jobs, and finish the ones they hold, before the database closes.
  app.addHook('onClose', () => deps.jobs.stop());

  await app.register(formbody);
  await registerMultipart(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, { behindTls: ports.config.trustProxy });
  registerDrain(app);
  registerConsoleHost(app, ports.config);
  // Before any route: Fastify binds a route to the error handler in force when it is added.
  await registerWebAssets(app, ports.config.webDist);
  const pages = await loadPages(app, deps, ports.config.webDist);
  registerErrorHandling(app, pages.notFound);
  pages.register();

  registerConsole(app, ports.config);

  // While closing, registerDrain answers 503 before this runs, so balancers drain us.
  app.get('/healthz', async (_req, reply) => {
    const database = await Promise.race([
      ports.db.query('select 1').then(
        () => 'ok' as const,
        (err: unknown) => (err instanceof DatabaseBusy ? ('slow' as const) : ('down' as const)),
      ),
      sleep(HEALTH_WAIT_MS, 'slow' as const, { ref: false }),
    ]);
    if (database === 'down') return reply.status(503).send({ status: 'unavailable' });
    // A slow database is every process's: a balancer that took this one out would help no one.
    return reply.send({ status: database });
  });

  // Each feature is a plugin with one public door (docs/architecture.md#modules).
  for (const module of [
    appConfigModule,
    ordersModule,
    productsModule,
    loansModule,
    loanDetailsModule,
    jointModule,
    repaymentModule,
    providerPaymentsModule,
    virtualAccountModule,
    instalmentsModule,
    extensionModule,
    promotionModule,
    siteModule,
    complaintsModule,
    chatbotModule,
    notificationsModule,
    papersModule,
    payoutsModule,
    reconciliationModule,
    borrowerContactModule,
    borrowerLanguageModule,
    privacyModule,
    staffModule,
    devModule,
  ]) {
    await app.register(module, deps);
  }
  await app.register(apiReferenceModule, { production: ports.config.env === 'production' });
  // Every module has declared its jobs and schedules: the queues exist before any is sent.
  await deps.jobs.start();
  if (ports.config.env === 'production') {
    // A database first seeded outside production holds the demo sessions the README prints; like
    // the development staff accounts (the staff module), they must open nothing here.
    const borrowers = await endDemoSessions(ports.db, ports.clock);
    if (borrowers.length > 0)
      app.log.warn({ borrowers }, 'demo borrower sessions ended: they must not work in production');
  }
  return app;
}
