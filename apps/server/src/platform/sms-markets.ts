import { MARKET_INFO, MARKETS, type Market } from '@tenora/domain/market';
import type { Config } from '../config.ts';
import type { Queryable } from './db.ts';
import {
  assertSmsDestination,
  SmsDestinationError,
  type SmsGateway,
  type SmsMessage,
  type SmsSent,
} from './sms.ts';
import { ExotelSmsGateway } from './sms-exotel.ts';
import { InfobipSmsGateway } from './sms-infobip.ts';

/**
 * The one SMS gateway the rest of the server sees: each message goes to its destination market's
 * gateway, found by the country code (+91 India, +62 Indonesia).
 */
export class MarketSmsGateway implements SmsGateway {
  constructor(private readonly byMarket: Readonly<Record<Market, SmsGateway>>) {}

  async send(message: SmsMessage): Promise<SmsSent> {
    return this.gatewayOf(message.to).send(message);
  }

  within(tx: Queryable, to: string): SmsGateway | null {
    return this.gatewayOf(to).within?.(tx, to) ?? null;
  }

  private gatewayOf(to: string): SmsGateway {
    assertSmsDestination(to);
    const market = MARKETS.find((m) => to.startsWith(`+${MARKET_INFO[m].countryCode}`));
    if (market === undefined) throw new SmsDestinationError();
    return this.byMarket[market];
  }
}

/**
 * The gateway the configuration asks for (docs/decisions/104-sms-providers-per-market.md): each
 * market's provider, or `outbox` for a market that has none.
 */
export function configuredSmsGateway(sms: Config['sms'], outbox: SmsGateway): SmsGateway {
  return new MarketSmsGateway({
    IN: sms.IN.provider === 'exotel' ? new ExotelSmsGateway(sms.IN) : outbox,
    ID: sms.ID.provider === 'infobip' ? new InfobipSmsGateway(sms.ID) : outbox,
  });
}
