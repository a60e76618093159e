import type { OrdersTexts } from './orders-en-IN.ts';

const ordersHiIN: OrdersTexts = {
  title: 'मेरे लोन',
  emptyTitle: 'अभी कोई लोन नहीं',
  emptyBody: 'लोन के लिए आवेदन करने के बाद आप उसकी स्थिति यहाँ देख सकते हैं।',
  explore: 'लोन देखें',
  appliedOn: (date) => `${date} को आवेदन किया`,
  loadFailed: 'हम आपके लोन लोड नहीं कर सके।',
  orderNo: (id) => `ऑर्डर ${id}`,
  documents: 'मेरे दस्तावेज़',
  privacy: 'गोपनीयता और मेरा डेटा',
  messages: 'संदेश',
  messagesLabel: (unread) => (unread > 0 ? `संदेश, ${unread} बिना पढ़े` : 'संदेश'),
  inbox: {
    loadFailed: 'हम आपके संदेश लोड नहीं कर सके।',
    unread: 'नया',
    emptyTitle: 'अभी कोई संदेश नहीं',
    emptyBody: 'भुगतान की देय तिथि से पहले के रिमाइंडर और आपकी शिकायतों से जुड़ी खबरें यहाँ दिखेंगी।',
    older: 'पुराने संदेश लोड करें',
    openLoan: 'लोन देखें',
    openComplaint: 'शिकायत देखें',
    openPaper: 'दस्तावेज़ डाउनलोड करें',
  },
  email: {
    title: 'ई-मेल पर संदेश',
    why: 'हम ये संदेश SMS से आपके फ़ोन पर भेजते हैं। इन्हें ई-मेल पर भी पाने के लिए अपना ई-मेल पता जोड़ें।',
    label: 'ई-मेल पता',
    invalid: 'कृपया सही ई-मेल पता डालें (जैसे name@example.com)।',
    save: 'सेव करें',
    cancel: 'रद्द करें',
    current: (email) => `हम आपके संदेश ${email} पर भी भेजते हैं।`,
    change: 'बदलें',
    remove: 'हटाएं',
    saved: 'ई-मेल पता सेव हो गया',
    removed: 'ई-मेल पता हटा दिया गया। संदेश अब सिर्फ़ SMS से आएंगे।',
  },
};

export default ordersHiIN;
