/**
 * The one owner of every table (docs/architecture.md#tables-and-their-owners): a module
 * (`modules/<feature>`, whichever of its files hold the SQL), or a file outside the modules: a
 * platform file, for the tables platform code must reach without importing a module, and the demo
 * seed for its own marker. Only the owner's SQL names its table;
 * anyone else calls the owner's functions, exported through its `index.ts` for a module.
 * `apps/server/test/table-ownership.test.ts` holds the code, the migrations and the architecture
 * doc to this map, so a table created without an owner fails the tests.
 */
export const TABLE_OWNERS = {
  apps: 'platform/app-directory.ts',
  audit_log: 'platform/audit.ts',
  bank_accounts: 'modules/payouts',
  banks: 'modules/repayment',
  captchas: 'modules/promotion',
  cards: 'modules/repayment',
  complaint_images: 'modules/complaints',
  collection_holds: 'modules/notifications',
  complaints: 'modules/complaints',
  email_outbox: 'platform/email.ts',
  instalments: 'modules/ledger',
  joint_events: 'modules/joint',
  landing_templates: 'modules/promotion',
  loan_consents: 'modules/loans',
  notification_deliveries: 'modules/notifications',
  notifications: 'modules/notifications',
  order_documents: 'modules/ledger',
  order_ratings: 'modules/loan-details',
  orders: 'modules/ledger',
  papers: 'modules/papers',
  payment_allocations: 'modules/ledger',
  payments: 'modules/ledger',
  payouts: 'modules/payouts',
  phone_codes: 'modules/promotion',
  product_events: 'modules/products',
  products: 'modules/products',
  promotion_events: 'modules/promotion',
  provider_payments: 'modules/provider-payments',
  qa_entries: 'modules/chatbot',
  recon_items: 'modules/reconciliation',
  recon_runs: 'modules/reconciliation',
  recon_seen: 'modules/reconciliation',
  qa_records: 'modules/chatbot',
  refunds: 'modules/provider-payments',
  registrations: 'modules/promotion',
  repayment_attempts: 'modules/repayment',
  schema_migrations: 'platform/migrate.ts',
  seed_runs: 'db/seed.ts',
  sessions: 'platform/auth.ts',
  site_messages: 'modules/site',
  sms_outbox: 'platform/sms.ts',
  staff: 'platform/staff-auth.ts',
  staff_sessions: 'platform/staff-auth.ts',
  staff_sign_in_accounts: 'platform/staff-sign-in-guard.ts',
  staff_sign_in_windows: 'platform/staff-sign-in-guard.ts',
  users: 'platform/auth.ts',
  webhook_events: 'modules/provider-payments',
} as const satisfies Record<string, string>;
