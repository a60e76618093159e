/**
 * How soon the money comes, as every page states it (the loan terms, the landing pages): a decision
 * within a day of applying, the money in the borrower's account 1 to 3 days after approval. The
 * same in both markets. A module of its own, so that only the pages that say it carry it.
 */
export const TIME_TO_MONEY = { decisionDays: 1, creditDays: { min: 1, max: 3 } } as const;
