import type { VaChooseTexts } from './va-choose-en-IN.ts';

const vaChooseIdID: VaChooseTexts = {
  chooseTitle: 'Pilih cara pembayaran',
  amountToPay: 'Jumlah yang dibayar',
  typeTitle: 'Jenis pembayaran',
  typeBank: 'Bank',
  typeBankHint: 'Transfer ke virtual account lewat ATM, mobile banking, atau internet banking',
  typeMarket: 'Minimarket',
  typeMarketHint: 'Bayar tunai di kasir gerai dengan kode pembayaran',
  chooseBank: 'Pilih bank',
  chooseChannel: 'Pilih cara transfer',
  chooseBankFirst: 'Pilih bank terlebih dahulu, lalu cara transfernya.',
  chooseStore: 'Pilih gerai',
  noOptions: 'Belum ada pilihan yang tersedia. Silakan coba lagi nanti.',
  confirm: 'Konfirmasi',
  incomplete: 'Silakan lengkapi informasinya',
  optionsLoadFailed: 'Pilihan cara pembayaran tidak dapat dimuat.',
};

export default vaChooseIdID;
