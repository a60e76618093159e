import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type ExotelSms } from '../src/config.ts';
import { translator } from '../src/platform/messages.ts';
import { drawPaper, type PaperLayout } from '../src/platform/pdf.ts';
import { ExotelSmsGateway } from '../src/platform/sms-exotel.ts';
import { DB_KINDS, ID, injectPush, LOAN, makeTestApp, type TestApp } from './helper.ts';
import { ops, staffSession } from './ops-helper.ts';
import { pdfReader } from './pdf-text.ts';
import { ExotelStandIn } from './stand-ins/exotel.ts';

/**
 * Hindi for India (docs/decisions/118-hindi-for-india.md): a borrower who chooses Hindi reads the
 * server's words in it, remembered from one visit to the next: errors, messages with Hindi dates,
 * the key fact statement and agreement they agree to, their papers as PDFs whose text reads back
 * as written, and the help chatbot. The choice is India's only.
 */

const hi = translator('hi-IN');
const en = translator('en-IN');
const reader = pdfReader();
/** A PDF's text with its lines and columns run together, as a phrase is searched in it. */
const pdfWords = (pdf: Buffer) => reader.text(pdf).replace(/\s+/g, ' ');
const words = (text: string) => text.replace(/\s+/g, ' ');

describe.each(DB_KINDS)('Hindi for India on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, payload });
  const newBorrower = async (market: 'IN' | 'ID') => {
    const s = (await post('/film/dev/sessions', { market })).json().data;
    return { b: `sessionId=${s.sessionId}`, phone: s.phone as string };
  };
  const choose = (b: string, locale: string) => post(`/film/borrower/language?${b}`, { locale });
  const config = async (query: string) => (await get(`/film/app/config?${query}`)).json().data;
  /** A refusal the borrower sees: an address that is not one. */
  const refusal = async (b: string) =>
    (await post(`/film/borrower/email?${b}`, { email: 'asha@example' })).json().message;

  it(
    'is chosen and remembered per borrower, wins over the flag, and is India’s only',
    { timeout: 60_000 },
    async () => {
      t = await makeTestApp(kind);
      const { b } = await newBorrower('IN');

      // Never chosen: the flag speaks, as before; nothing is remembered.
      expect(await config(`${b}&appName=tenora-in`)).toMatchObject({ locale: 'en-IN' });
      expect((await config(`${b}&appName=tenora-in`)).chosenLocale).toBeUndefined();
      const flagged = await config(`${b}&appName=tenora-in&lang=hi`);
      expect(flagged.locale).toBe('hi-IN');
      expect(flagged.chosenLocale).toBeUndefined();
      expect(await refusal(`${b}&lang=hi`)).toBe(hi('email.invalid'));
      expect(await refusal(b)).toBe(en('email.invalid'));

      // Chosen: Hindi on every call, whatever the address's flag says.
      const chosen = await choose(b, 'hi-IN');
      expect(chosen.json()).toEqual({ code: 0, data: { locale: 'hi-IN' }, message: '' });
      for (const query of [b, `${b}&lang=en`, `${b}&lang=id-ID`]) {
        expect(await config(`${query}&appName=tenora-in`)).toMatchObject({
          locale: 'hi-IN',
          chosenLocale: 'hi-IN',
          market: 'IN',
          currency: 'INR',
        });
        expect(await refusal(query)).toBe(hi('email.invalid'));
      }
      // English chosen again keeps English despite a Hindi flag.
      await choose(b, 'en-IN');
      expect(await config(`${b}&appName=tenora-in&lang=hi`)).toMatchObject({
        locale: 'en-IN',
        chosenLocale: 'en-IN',
      });
      expect(await refusal(`${b}&lang=hi`)).toBe(en('email.invalid'));

      // Indonesia speaks no Hindi: refused in Bahasa Indonesia, and nothing is remembered.
      const refused = await choose(ID, 'hi-IN');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 400,
        data: null,
        message: translator('id-ID')('language.notSpoken'),
      });
      expect(await t.db.query('select locale from users where id = 2')).toEqual([{ locale: null }]);
      // A Hindi flag on an Indonesian borrower's page gives Bahasa Indonesia, never rupiah in Hindi.
      expect(await config(`${ID}&lang=hi`)).toMatchObject({ locale: 'id-ID', market: 'ID' });
      expect((await choose(b, 'fr-FR')).statusCode).toBe(400);
    },
  );

  it(
    'writes the documents, messages and papers of a borrower who chose Hindi in Hindi',
    { timeout: 180_000 },
    async () => {
      t = await makeTestApp(kind, { env: { SESSION_TTL_HOURS: '2000' } });
      const english = await newBorrower('IN');
      const { b, phone } = await newBorrower('IN');
      await choose(b, 'hi-IN');

      // The key fact statement and agreement of the offer are Hindi, their dates too: the first
      // instalment of a loan taken on 21 Nov 2026 is due on 21 Dec 2026.
      const offer = async (q: string) =>
        (
          await post(`/v3/loan-confirm/loan-detail-confirm?${q}`, { ...LOAN.IN, periods: 91 })
        ).json().data;
      const inHindi = await offer(b);
      const kfs = (
        await get(`/film/loan/document?${b}&kind=key_facts&productId=2&amount=1000000&periods=91`)
      ).json().data;
      expect(kfs.title).toBe(hi('doc.keyFacts'));
      expect(JSON.stringify(kfs.sections)).toContain('21 दिस॰ 2026');
      expect(JSON.stringify(kfs.sections)).not.toContain('Dec 2026');
      // Consent is to the documents shown: the English ones' identity is not the Hindi ones'.
      const inEnglish = await offer(english.b);
      expect(inHindi.documentsId).not.toBe(inEnglish.documentsId);
      const wrong = await post(`/v3/loan-confirm/loan-detail-push?${b}`, {
        ...LOAN.IN,
        periods: 91,
        consent: 1,
        documentsId: inEnglish.documentsId,
      });
      expect(wrong.json().message).toBe(hi('loan.documentsChanged'));
      const pushed = await injectPush(t, b, { ...LOAN.IN, periods: 91 });
      expect(pushed.message, JSON.stringify(pushed)).toBe('');
      const orderId = (pushed.data as { orderId: number }).orderId;

      // Issued in Hindi, and kept so: the agreement as a page of its own says it is Hindi.
      const agreement = (
        await get(`/film/loan/document?${b}&kind=agreement&orderId=${orderId}`)
      ).json().data;
      expect(agreement.title).toBe(hi('doc.agreement'));
      const page = await get(`/film/loan/document/file?${b}&kind=agreement&orderId=${orderId}`);
      expect(page.body).toContain('<html lang="hi-IN">');
      expect(page.body).toContain('21 नव॰ 2026');

      await post('/film/dev/orders/state', { orderId, action: 'approve' });
      await post('/film/dev/orders/state', { orderId, action: 'disburse' });

      // The sanction letter, issued at approval, as its PDF: its Hindi reads back as written,
      // conjuncts and vowel signs in their order.
      const papers = (await post(`/film/papers/list?${b}`)).json().data as {
        id: number;
        title: string;
      }[];
      expect(papers.map((p) => p.title)).toEqual([hi('paper.sanction.title')]);
      const letter = await get(`/film/paper/file?${b}&id=${papers[0]?.id ?? 0}`);
      expect(letter.headers['content-type']).toBe('application/pdf');
      const letterText = pdfWords(letter.rawPayload);
      for (const phrase of [
        hi('paper.sanction.title'),
        hi('paper.sanction.validUntil'),
        hi('paper.provider', 'Tenora Technologies Private Limited'),
        '21 नव॰ 2026',
      ]) {
        expect(letterText).toContain(words(phrase));
      }
      // The key fact statement's PDF too.
      const kfsPdf = await get(
        `/film/loan/document/file?${b}&kind=key_facts&orderId=${orderId}&format=pdf`,
      );
      expect(pdfWords(kfsPdf.rawPayload)).toContain(words(hi('doc.keyFacts')));

      // The reminder three days before the first due date, by SMS and in the app: Hindi, with
      // the date in Hindi's words.
      await post('/film/dev/clock', { now: '2026-12-18T06:00:00Z' });
      const texts = (await get(`/film/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).json()
        .data as { text: string }[];
      const reminder = texts.find((m) => m.text.includes('3 दिन बाद'));
      expect(reminder?.text).toContain('की देय तिथि 21 दिस॰ 2026 है');
      const inbox = (await post(`/film/messages/list?${b}`)).json().data.messages as {
        title: string;
        body: string;
      }[];
      expect(inbox.map((m) => m.title)).toContain(hi('notify.reminder.title', 'before', 3));
      expect(inbox.map((m) => m.title)).toContain(hi('notify.paper.sanction.title'));

      // The borrower's copy of their data, as a PDF in Hindi.
      const data = await get(`/film/privacy/export?${b}&format=pdf`);
      expect(data.statusCode, data.body.slice(0, 200)).toBe(200);
      expect(pdfWords(data.rawPayload)).toContain(words(hi('privacy.export.title')));
    },
  );

  it(
    'answers a Hindi reader’s help in Hindi, each text falling back to the English',
    { timeout: 60_000 },
    async () => {
      t = await makeTestApp(kind);
      const { b } = await newBorrower('IN');
      await choose(b, 'hi-IN');
      const BASE = '/h5-api/v3/user-problem';
      const list = async (query = '') =>
        (await get(`${BASE}/get-qa-list?${b}${query}`)).json().data as {
          answerList: { id: number; title_local: string; question: string }[];
        };
      expect((await list()).answerList[0]?.title_local).toBe('मेरा लोन चुकाना');
      const repaying = (await list('&pid=100')).answerList;
      expect(repaying.find((e) => e.id === 102)?.question).toMatch(/^UPI और कार्ड से किए गए भुगतान/);

      // A question typed in Devanagari finds its answer: its words keep their vowel signs.
      const asked = (
        await post(`${BASE}/qa-record?${b}`, { type: 4, value: 'बैंक ट्रांसफ़र से कैसे भरूँ?' })
      ).json().data;
      expect(asked.matched?.id).toBe(111);
      expect(asked.text).toMatch(/^चुकाने की स्क्रीन पर "बैंक ट्रांसफ़र" चुनें/);

      // Staff read and write India's Hindi in the console; Indonesia's entries take none.
      const agent = await staffSession(t, ['agent']);
      const tree = (await ops(t, agent, 'GET', '/film/ops/chatbot?market=IN')).json().data
        .entries as { id: number; titleHi: string | null; texts: Record<string, unknown> }[];
      const entry = tree.find((e) => e.id === 102);
      expect(entry?.titleHi).toBe('मैंने भुगतान कर दिया, पर मेरे लोन में नहीं दिख रहा');
      const indonesia = (await ops(t, agent, 'GET', '/film/ops/chatbot?market=ID')).json().data
        .entries as { titleHi: string | null }[];
      expect(indonesia.every((e) => e.titleHi === null)).toBe(true);

      // An answer cleared in Hindi is read in English; the title staff left out is kept.
      const edited = await ops(t, agent, 'POST', '/film/ops/chatbot/edit', {
        id: 102,
        texts: entry?.texts,
        answerHi: null,
      });
      expect(edited.json().data).toMatchObject({ answerHi: null, titleHi: entry?.titleHi });
      const after = (await list('&pid=100')).answerList.find((e) => e.id === 102);
      expect(after?.title_local).toBe(entry?.titleHi);
      expect(after?.question).toMatch(/^UPI and card payments show/);
      await ops(t, agent, 'POST', '/film/ops/chatbot/edit', {
        id: 102,
        texts: entry?.texts,
        answerHi: 'नया जवाब: {phone} पर कॉल करें।',
      });
      expect((await list('&pid=100')).answerList.find((e) => e.id === 102)?.question).toMatch(
        /^नया जवाब: \+?[\d ]+ पर कॉल करें।$/,
      );
      const idEntry = (await ops(t, agent, 'GET', '/film/ops/chatbot?market=ID')).json().data
        .entries[0] as { id: number; texts: unknown };
      const refused = await ops(t, agent, 'POST', '/film/ops/chatbot/edit', {
        id: idEntry.id,
        texts: idEntry.texts,
        titleHi: 'हिंदी',
      });
      expect(refused.statusCode).toBe(400);
    },
  );
});

describe('a Hindi paper', () => {
  // A statement's lines in Hindi, each long enough to go on to a second line, as a payment's do.
  const rows = Array.from({ length: 100 }, (_, i) => [
    `12 दिस॰ 2026 · पंक्ति ${i + 1}: भुगतान मिला · बैंक ट्रांसफ़र (वर्चुअल खाता) · va-8808103256571328`,
    '−₹1,234.56',
    '₹12,345.67',
  ]);
  const statement: PaperLayout = {
    lender: 'Tenora Finance Private Limited',
    provider: hi('paper.provider', 'Tenora Technologies Private Limited'),
    title: hi('paper.statement.title'),
    facts: [[hi('paper.number'), 'SOA-IN-2026-000001']],
    sections: [
      {
        heading: hi('paper.statement.lines'),
        table: { columns: ['तारीख और विवरण', 'राशि', 'बकाया'], rows },
      },
    ],
    pageOf: hi('paper.pageOf'),
  };

  it('is drawn within the papers’ 200 ms, its words read back as written', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    // Warmed up as papers.test.ts's English one is by the papers drawn before it.
    for (let i = 0; i < 3; i++) await drawPaper(statement, at);
    // The processor time this process spent drawing, as papers.test.ts measures an English one.
    const times: number[] = [];
    let pdf = new Uint8Array();
    for (let i = 0; i < 5; i++) {
      const start = process.cpuUsage();
      pdf = await drawPaper(statement, at);
      const spent = process.cpuUsage(start);
      times.push((spent.user + spent.system) / 1000);
    }
    times.sort((x, y) => x - y);
    expect(times[2]).toBeLessThan(200);
    // The same paper draws the same bytes, whatever was drawn in between.
    await drawPaper({ ...statement, title: 'क्षत्रिय श्री प्रक्रिया' }, at);
    expect(Buffer.from(await drawPaper(statement, at)).equals(Buffer.from(pdf))).toBe(true);
    const text = reader.text(Buffer.from(pdf));
    expect(text).toContain('12 दिस॰ 2026 · पंक्ति 100: भुगतान मिला · बैंक ट्रांसफ़र (वर्चुअल');
    expect(text).toContain(hi('paper.statement.title'));
  });
});

describe('a Hindi text by SMS in India', () => {
  it('goes as Unicode under the DLT template registered for its Hindi words', async () => {
    const exotel = await ExotelStandIn.start();
    try {
      const sms = new ExotelSmsGateway(
        loadConfig({
          ...exotel.env(),
          SMS_SENDER_IN: 'TENORA',
          SMS_DLT_ENTITY_ID: '1001234567890123456',
          SMS_DLT_TEMPLATES:
            'otp-repayment:1107160000000000002, otp-repayment.hi:1107160000000000012',
        }).sms.IN as ExotelSms,
      );
      const message = (text: string) => ({
        to: '+919876543210',
        text,
        template: 'otp-repayment',
        purpose: 'repayment',
      });
      await sms.send(message(en('otp.repaymentText', '482913', '₹1,000')));
      await sms.send(message(hi('otp.repaymentText', '482913', '₹1,000')));
      const [english, hindi] = exotel.sends.slice(-2);
      expect(english).toMatchObject({ DltTemplateId: '1107160000000000002' });
      expect(english?.EncodingType).toBeUndefined();
      expect(hindi).toMatchObject({
        Body: hi('otp.repaymentText', '482913', '₹1,000'),
        DltTemplateId: '1107160000000000012',
        EncodingType: 'unicode',
      });
      // A Hindi text with no Hindi template registered is not sent under the English one.
      const bare = new ExotelSmsGateway(
        loadConfig({
          ...exotel.env(),
          SMS_SENDER_IN: 'TENORA',
          SMS_DLT_ENTITY_ID: '1001234567890123456',
          SMS_DLT_TEMPLATES: 'otp-repayment:1107160000000000002',
        }).sms.IN as ExotelSms,
      );
      await expect(bare.send(message(hi('otp.repaymentText', '482913', '₹1,000')))).rejects.toThrow(
        /template "otp-repayment.hi" has no DLT template id/,
      );
    } finally {
      await exotel.close();
    }
  });
});
