import type { ConfirmTexts } from './confirm-en-IN.ts';

const confirmHiIN: ConfirmTexts = {
  title: 'अपने लोन की पुष्टि करें',
  term: 'अवधि',
  days: (n) => `${n} दिन`,
  details: 'लोन का विवरण',
  plan: 'चुकाने की योजना',
  agreements: 'अनुबंध',
  consent: 'मैंने लोन अनुबंध और मुख्य तथ्य विवरण पढ़ लिया है और मैं इनसे सहमत हूँ।',
  confirm: 'लोन की पुष्टि करें',
  agreeAndConfirm: 'सहमत हूँ, पुष्टि करें',
  cancel: 'रद्द करें',
  readAgreement: 'लोन अनुबंध पढ़ें',
  loadFailed: 'हम यह लोन ऑफ़र नहीं खोल पाए।',
  amount: 'राशि',
  less: (step) => `${step} कम`,
  more: (step) => `${step} ज़्यादा`,
  steps: (step) => `राशि ${step} के हिसाब से घटती-बढ़ती है।`,
  yourLimit: (limit) => `आपकी लोन सीमा: ${limit}`,
  maxByLimit: (max) => `अपनी सीमा के हिसाब से आप ${max} तक का लोन ले सकते हैं।`,
  maxInUse: (used, max) => `इसमें से ${used} आपके चालू लोन में लगा है, इसलिए आप ${max} तक का लोन ले सकते हैं।`,
  maxByProduct: (max) => `यह लोन ${max} तक मिलता है।`,
  updating: 'आपके चुनाव के हिसाब से आँकड़े बदले जा रहे हैं…',
  offlineFigures: 'आपके चुनाव के आँकड़े तब दिखेंगे, जब आप फिर से ऑनलाइन होंगे।',
  updateFailed: 'हम आपके चुनाव के हिसाब से आँकड़े नहीं बदल पाए।',
  choiceReset:
    'आपने पहले जो राशि या अवधि चुनी थी, वह अब उपलब्ध नहीं है, इसलिए यहाँ वह सबसे बड़ी राशि दिख रही है जो आप अभी लोन में ले सकते हैं।',
  consentAgain: 'आपने लोन बदला है। नए आँकड़ों से सहमत होने के लिए बॉक्स पर फिर से टिक करें।',
  limitTitle: 'आपकी सीमा अभी इस लोन के लिए काफ़ी नहीं है',
  otherLoans: 'दूसरे लोन देखें',
  back: 'वापस',
  underReviewTitle: 'इस लोन के लिए आपका आवेदन पहले से है',
  underReviewBody: (amount, days) =>
    `${days} दिन के लिए ${amount} के आपके आवेदन की जाँच चल रही है। यहाँ पुष्टि करने से नया लोन नहीं बनेगा: आप उसी आवेदन पर पहुँचेंगे।`,
  seeApplication: 'मेरा आवेदन देखें',
};

export default confirmHiIN;
