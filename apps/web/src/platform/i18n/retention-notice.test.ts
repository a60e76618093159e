import { describe, expect, it, vi } from 'vitest';

// Periods no notice would choose, so each one found below came from the shared promise, which is
// also what the server deletes by (packages/domain/src/retention.ts, apps/server/src/config.ts).
vi.mock('@tenora/domain/retention', () => ({
  RETENTION_PROMISED: {
    registrantMonths: 7,
    complaintImageMonths: 8,
    messageTextMonths: 9,
    consentSourceMonths: 11,
    loanRecordYears: 4,
  },
}));

const { default: companyEn } = await import('./company-en-IN.ts');
const { default: companyId } = await import('./company-id-ID.ts');
const { default: legalEn } = await import('./legal-en-IN.ts');
const { default: legalId } = await import('./legal-id-ID.ts');

const facts = (market: 'IN' | 'ID') => ({
  market,
  app: 'Tenora',
  company: null,
  contact: null,
  users: null,
});

/** What each notice promises, in its language, period by period. */
const PROMISES = {
  en: [
    '7 months after your last visit',
    'deleted 8 months after we answer',
    'deleted 9 months after it is sent',
    'deleted 11 months after a later choice replaces it',
    '4 years after your last loan is closed',
  ],
  id: [
    '7 bulan setelah kunjungan terakhir Anda',
    'dihapus 8 bulan setelah kami menjawab',
    'dihapus 9 bulan setelah dikirim',
    'dihapus 11 bulan setelah digantikan pilihan berikutnya',
    '4 tahun setelah pinjaman terakhir Anda lunas',
  ],
} as const;

describe('the privacy notices state the periods the server deletes by (docs/product.md#retention)', () => {
  it.each(['IN', 'ID'] as const)('%s: the privacy policy, in both languages', (market) => {
    const en = companyEn.privacy(facts(market)).sections.find((s) => s.id === 'security');
    const id = companyId.privacy(facts(market)).sections.find((s) => s.id === 'security');
    for (const promise of PROMISES.en) expect(en?.paragraphs.join(' ')).toContain(promise);
    for (const promise of PROMISES.id) expect(id?.paragraphs.join(' ')).toContain(promise);
  });

  it.each(['IN', 'ID'] as const)(
    '%s: the landing page’s notice: registration data, the codes sent, loan records',
    (market) => {
      const kept = (sections: { heading: string; body: string[] }[], heading: RegExp) =>
        sections.find((s) => heading.test(s.heading))?.body.join(' ') ?? '';
      const en = kept(legalEn.privacy(market, 'Tenora', undefined), /^How long/);
      const id = kept(legalId.privacy(market, 'Tenora', undefined), /^Berapa lama/);
      expect(en).toContain('7 months after your last visit');
      expect(en).toContain('deleted 9 months after they are sent');
      expect(en).toContain('4 years after your last loan is closed');
      expect(id).toContain('7 bulan setelah kunjungan terakhir Anda');
      expect(id).toContain('dihapus 9 bulan setelah dikirim');
      expect(id).toContain('4 tahun setelah pinjaman terakhir Anda lunas');
    },
  );
});
