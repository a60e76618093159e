import { routesModule } from '../../platform/register.ts';
import { chatbotRoutes } from './routes.ts';

/** The help chatbot: its question tree and what the borrower does in it. */
export const chatbotModule = routesModule(chatbotRoutes);

export { qaRecordsForOps } from './repository.ts';
export { chatbotHeld, chatbotRecords, eraseChatbotRecords } from './privacy.ts';
