import { CUSTOMER_SERVICE_OVERALL, getWhatsapp } from '@tenora/contract/site';
import { call, mapData, type ApiResult } from '../../platform/api-client.ts';

/** Customer service's phone and e-mail; the wire names them `bophone` and `boemail`. */
export interface ServiceContact {
  phone: string;
  email: string;
}

/** The server's word on customer service's contact (get-whatsapp, overall=30). */
export async function fetchServiceContact(signal: AbortSignal): Promise<ApiResult<ServiceContact>> {
  const result = await call(
    getWhatsapp,
    { overall: CUSTOMER_SERVICE_OVERALL },
    { loading: false, quiet: true, signal },
  );
  return mapData(result, (d) => ({ phone: d.bophone, email: d.boemail }));
}
