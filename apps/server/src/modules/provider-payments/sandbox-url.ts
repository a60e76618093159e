/** The sandbox wallet's page; a real wallet's hosted page takes its place. */
export const sandboxWalletUrl = (reference: string) =>
  `/film/sandbox/wallet?reference=${encodeURIComponent(reference)}`;
