/**
 * The words of adding a bank card (/addnormalcard) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const addCardEnIN = {
  title: 'Add a bank card',
  bank: 'Bank',
  chooseBank: 'Choose your bank',
  cardNumber: 'Card number',
  cardInvalid: 'Please check the card number',
  holder: "Cardholder's name",
  save: 'Add card',
  added: 'Card added',
  loadFailed: 'We could not load the list of banks.',
};

export type AddCardTexts = typeof addCardEnIN;
export default addCardEnIN;
