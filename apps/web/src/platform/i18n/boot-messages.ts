import type { Locale } from '@tenora/domain/market';

/**
 * The only text shown before a catalogue has loaded: when the catalogue itself cannot be
 * fetched. Kept tiny, in both languages, in the first chunk.
 */
export const BOOT_MESSAGES: Record<Locale, { offline: string; retry: string }> = {
  'en-IN': { offline: 'We could not reach Tenora. Check your connection.', retry: 'Try again' },
  'hi-IN': {
    offline: 'कनेक्ट नहीं हो सका। अपना कनेक्शन जाँचें।',
    retry: 'फिर से कोशिश करें',
  },
  'id-ID': {
    offline: 'Tidak dapat terhubung ke Tenora. Periksa koneksi Anda.',
    retry: 'Coba lagi',
  },
};
