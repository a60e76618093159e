import type { Market } from '@tenora/domain/market';
import type { Queryable } from '../../platform/db.ts';

export interface SiteMessage {
  market: Market;
  appName: string | undefined;
  name: string;
  telephone: string;
  email: string;
  message: string;
  at: Date;
}

export async function saveSiteMessage(db: Queryable, m: SiteMessage): Promise<void> {
  await db.query(
    `insert into site_messages (market, app_name, name, telephone, email, message, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [m.market, m.appName ?? null, m.name, m.telephone, m.email, m.message, m.at],
  );
}
