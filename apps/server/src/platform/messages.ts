import type { Locale } from '@tenora/domain/market';

/**
 * Every message the server puts in an envelope, in both languages. The English catalogue defines
 * the keys; the Indonesian one must have exactly the same, or the build fails.
 */
const en = {
  'field.required': (f: string) => `Please fill in ${f}.`,
  'field.wholeNumber': (f: string) => `${f} must be a whole number.`,
  'field.text': (f: string) => `${f} must be text.`,
  'field.tooLong': (f: string, max: number) => `${f} must be at most ${max} characters.`,
  'field.tooShort': (f: string, min: number) => `${f} must be at least ${min} characters.`,
  'field.tooSmall': (f: string, min: number) => `${f} must be at least ${min}.`,
  'field.tooLarge': (f: string, max: number) => `${f} must be at most ${max}.`,
  'field.oneOf': (f: string, values: string) => `${f} must be one of: ${values}.`,
  'field.format': (f: string) => `${f} is not in the right format.`,
  'request.unreadable': () => 'We could not read that request. Please try again.',
  'request.unauthenticated': () => 'Your session has ended. Please sign in again.',
  'request.notFound': () => 'We could not find what you asked for.',
  'request.tooLarge': () => 'That is too large to send.',
  'request.tooMany': () => 'Too many attempts. Please wait a moment and try again.',
  'request.server': () => 'Something went wrong on our side. Please try again.',
  'app.unknown': () => 'This app is not recognised. Please update the app and try again.',
  'phone.invalid': () => 'Please enter a valid mobile number.',
  'product.notFound': () => 'This loan product is not available.',
  'product.closedButton': () => 'Full today',
  'product.closed': () =>
    'Applications for this product are full today. Please try again tomorrow.',
} satisfies Record<string, (...args: never[]) => string>;

export type Messages = typeof en;
export type MessageKey = keyof Messages;

const id: Messages = {
  'field.required': (f) => `${f} wajib diisi.`,
  'field.wholeNumber': (f) => `${f} harus berupa bilangan bulat.`,
  'field.text': (f) => `${f} harus berupa teks.`,
  'field.tooLong': (f, max) => `${f} maksimal ${max} karakter.`,
  'field.tooShort': (f, min) => `${f} minimal ${min} karakter.`,
  'field.tooSmall': (f, min) => `${f} minimal ${min}.`,
  'field.tooLarge': (f, max) => `${f} maksimal ${max}.`,
  'field.oneOf': (f, values) => `${f} harus salah satu dari: ${values}.`,
  'field.format': (f) => `Format ${f} tidak sesuai.`,
  'request.unreadable': () => 'Permintaan tidak dapat dibaca. Silakan coba lagi.',
  'request.unauthenticated': () => 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  'request.notFound': () => 'Data yang Anda cari tidak ditemukan.',
  'request.tooLarge': () => 'Data terlalu besar untuk dikirim.',
  'request.tooMany': () => 'Terlalu banyak percobaan. Silakan tunggu sebentar lalu coba lagi.',
  'request.server': () => 'Terjadi kesalahan di sistem kami. Silakan coba lagi.',
  'app.unknown': () => 'Aplikasi tidak dikenali. Silakan perbarui aplikasi lalu coba lagi.',
  'phone.invalid': () => 'Silakan masukkan nomor ponsel yang valid.',
  'product.notFound': () => 'Produk pinjaman ini tidak tersedia.',
  'product.closedButton': () => 'Kuota habis',
  'product.closed': () =>
    'Kuota pengajuan produk ini sudah penuh hari ini. Silakan coba lagi besok.',
};

export const CATALOGUES: Record<Locale, Messages> = { 'en-IN': en, 'id-ID': id };

export type Translate = <K extends MessageKey>(key: K, ...args: Parameters<Messages[K]>) => string;

export function translator(locale: Locale): Translate {
  const catalogue = CATALOGUES[locale];
  return (key, ...args) => (catalogue[key] as (...a: unknown[]) => string)(...args);
}
