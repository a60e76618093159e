import type { ComplaintStartTexts } from './complaint-start-en-IN.ts';

const complaintStartHiIN: ComplaintStartTexts = {
  title: 'शिकायत दर्ज करें',
  intro:
    'हमें बताएं कि क्या गलत हुआ। हर शिकायत को एक रेफ़रेंस नंबर मिलता है, और एक तय तारीख तक उसका जवाब दिया जाता है।',
  myComplaints: 'मेरी शिकायतें',
  loanTitle: 'यह किस लोन के बारे में है?',
  noLoan: 'किसी लोन के बारे में नहीं',
  allLoans: 'सभी लोन',
  chooseLoan: 'लोन चुनें',
  typeTitle: 'यह किस बारे में है?',
  subTypeTitle: 'वसूली के दौरान क्या हुआ?',
  collectionBlocked: 'चुने गए लोन पर वसूली से जुड़ी शिकायत नहीं भेजी जा सकती',
  collectionWhy:
    'वसूली से जुड़ी शिकायत उसी लोन के लिए होती है जिसके भुगतान में अभी देरी है या पहले कभी देरी हुई थी। ऐसा लोन चुनें, या शिकायत का कोई दूसरा प्रकार।',
  loadFailed: 'हम शिकायत का फ़ॉर्म लोड नहीं कर सके।',
  listAnswerBy: (date: string) => `${date} तक जवाब`,
  listAnswered: 'जवाब दे दिया गया',
  listTitle: 'मेरी शिकायतें',
  listEmpty: 'यहाँ कोई शिकायत नहीं है',
  listEmptyBody: 'आप जो शिकायतें दर्ज करते हैं, वे अपने रेफ़रेंस नंबर के साथ यहाँ दिखती हैं।',
  listFailed: 'हम आपकी शिकायतें लोड नहीं कर सके।',
  newComplaint: 'शिकायत दर्ज करें',
};

export default complaintStartHiIN;
