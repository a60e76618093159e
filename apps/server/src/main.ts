import { DEVELOPMENT_OPERATOR_TOKEN } from './config.ts';
import { demoLink } from './db/seed.ts';
import { DEV_STAFF } from './modules/staff/index.ts';
import { startTenora } from './boot.ts';

const { app, config, db, seeded } = await startTenora('api');

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `Tenora is running at ${config.publicUrl}  (database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ', demo data loaded' : ''})`,
];
if (config.seedDemo) {
  lines.push(
    '',
    'Demo borrowers (open in a phone-sized browser window):',
    `  India, English, ₹:        ${demoLink(config.publicUrl, 'IN')}`,
    `  Indonesia, Bahasa, Rp:    ${demoLink(config.publicUrl, 'ID')}`,
    '',
    'Landing pages (anonymous visitors; captcha answers at /film/dev/captcha?sid=):',
    `  India:                    ${config.publicUrl}/registerTemplate?id=1&utm_tag=demo`,
    `  Indonesia:                ${config.publicUrl}/registerTemplate?id=2&utm_tag=demo`,
    '',
    `Company site: ${config.publicUrl}/  (add ?lang=id-ID for Indonesia)`,
    '',
    `Operator console: ${config.publicUrl}/console/  (development accounts, never in production)`,
    ...DEV_STAFF.map(
      (s) => `  ${s.roles.join(', ').padEnd(22)} ${s.email.padEnd(20)} ${s.password}`,
    ),
  );
}
if (config.consoleHost) {
  lines.push('', `Operator console: on https://${config.consoleHost}/console/ only (CONSOLE_HOST)`);
} else if (config.env === 'production') {
  lines.push(
    '',
    'Operator console: off; set CONSOLE_HOST to the host it is served on (decision 073).',
  );
}
if (config.env === 'production') {
  // Chosen on purpose (decision 104), and said plainly: these texts reach no phone.
  for (const [market, name, variable] of [
    ['IN', 'India', 'SMS_PROVIDER_IN'],
    ['ID', 'Indonesia', 'SMS_PROVIDER_ID'],
  ] as const) {
    if (config.sms[market].provider !== 'outbox') continue;
    lines.push(
      '',
      `SMS to ${name}: the outbox (${variable}), so texts stay there and no phone receives them.`,
    );
    app.log.warn({ market }, 'SMS stay in the outbox: no phone receives them');
  }
}
if (config.operatorToken === DEVELOPMENT_OPERATOR_TOKEN) {
  lines.push('', `Operator API token (development only): ${DEVELOPMENT_OPERATOR_TOKEN}`);
}
lines.push('', 'Press Ctrl-C to stop.', '');
process.stdout.write(lines.join('\n'));
