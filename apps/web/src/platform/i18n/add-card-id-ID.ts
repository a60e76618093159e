import type { AddCardTexts } from './add-card-en-IN.ts';

const addCardIdID: AddCardTexts = {
  title: 'Tambah kartu bank',
  bank: 'Bank',
  chooseBank: 'Pilih bank Anda',
  cardNumber: 'Nomor kartu',
  cardInvalid: 'Periksa kembali nomor kartu',
  holder: 'Nama pemegang kartu',
  save: 'Tambah kartu',
  added: 'Kartu berhasil ditambahkan',
  loadFailed: 'Daftar bank tidak dapat dimuat.',
};

export default addCardIdID;
