import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepOrphanImages } from '../src/modules/complaints/index.ts';
import {
  DB_KINDS,
  ID,
  IN,
  makeTestApp,
  multipartBody,
  raceIt,
  type FilePart,
  type TestApp,
} from './helper.ts';
import { staffSession } from './ops-helper.ts';

const BASE = '/h5-api/v3/user-problem';

/** A photo as a phone takes it: a JPEG whose EXIF says where it was taken. */
export function photoWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b04030' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TenoraPhone', Model: 'T1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .toBuffer();
}

const png = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: '#2060c0' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#20a060' } })
    .webp()
    .toBuffer();

// The EXIF tag that points at the GPS block (0x8825), in either byte order.
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe.each(DB_KINDS)('complaints on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t?.close());

  const post = (path: string, session: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${path}?${session}`, payload });
  const upload = (session: string, part: Partial<FilePart> & { data: Buffer | string }) => {
    const body = multipartBody([
      { name: 'problemImage', filename: 'photo.jpg', contentType: 'image/jpeg', ...part },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/upload-problem-img?${session}`,
      ...body,
    });
  };
  const uploaded = async (session: string, data: Buffer) => {
    const res = await upload(session, { data });
    expect(res.json(), res.body).toMatchObject({ code: '00' });
    return res.json().data as { url: string; imageId: string };
  };
  const image = (session: string, url: string) =>
    t.app.inject({ method: 'GET', url: `${url}&${session}` });
  const answer = (problemId: number, text = 'We spoke to the agency.', images?: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/film/dev/complaints/answer',
      payload: { problemId, text, ...(images ? { images } : {}) },
    });

  it('takes a photo, strips its GPS tag and serves it only to its borrower, privately', async () => {
    t = await makeTestApp(kind);
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);

    const { url, imageId } = await uploaded(IN, photo);
    expect(url).toBe(`${BASE}/problem-img?imageId=${imageId}`);
    const res = await image(IN, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const after = await sharp(res.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.width).toBe(640);
    expect(res.rawPayload.includes(Buffer.from('TenoraPhone'))).toBe(false);

    // Another borrower, and no session at all, get nothing.
    const other = await image(ID, url);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: '404', message: 'Foto ini tidak tersedia.' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('takes PNG and WebP as themselves and bounds a large picture to 2048 px', async () => {
    t = await makeTestApp(kind);
    const small = await uploaded(ID, await png());
    expect((await image(ID, small.url)).headers['content-type']).toBe('image/png');
    const web = await uploaded(ID, await webp());
    expect((await image(ID, web.url)).headers['content-type']).toBe('image/webp');
    // Named and declared as a JPEG, but the bytes say PNG: the bytes win.
    const wide = await uploaded(ID, await png(3000, 1000));
    const bounded = await sharp((await image(ID, wide.url)).rawPayload).metadata();
    expect([bounded.format, bounded.width, bounded.height]).toEqual(['png', 2048, 683]);
  });

  it('refuses SVG, HTML named .jpg, a polyglot, an empty file and 11 MB, in the borrower’s language', async () => {
    t = await makeTestApp(kind);
    const svg = await upload(IN, {
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({
      code: '400',
      message: 'Only photos in JPEG, PNG or WebP format can be added.',
    });
    const html = await upload(ID, {
      filename: 'evidence.jpg',
      data: '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>',
    });
    expect(html.json()).toMatchObject({
      code: '400',
      message: 'Hanya foto berformat JPEG, PNG, atau WebP yang dapat ditambahkan.',
    });
    const polyglot = Buffer.concat([
      await photoWithGps(),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    expect((await upload(IN, { data: polyglot })).json().message).toBe(
      'Only photos in JPEG, PNG or WebP format can be added.',
    );
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    expect((await upload(IN, { data: broken })).json().code).toBe('400');
    expect((await upload(IN, { data: Buffer.alloc(0) })).json().message).toBe(
      'This file is empty. Please choose a photo.',
    );
    const big = Buffer.concat([await photoWithGps(), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await upload(IN, { data: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: '413',
      message: 'This photo is larger than 10 MB. Please choose a smaller one.',
    });
    // Two files in one request, and a body that is not multipart at all.
    const two = multipartBody([
      { name: 'problemImage', filename: 'a.png', contentType: 'image/png', data: await png() },
      { name: 'other', filename: 'b.png', contentType: 'image/png', data: await png() },
    ]);
    const twice = await t.app.inject({
      method: 'POST',
      url: `${BASE}/upload-problem-img?${IN}`,
      ...two,
    });
    expect(twice.statusCode).toBe(413);
    expect(twice.json().message).toBe('Please send one photo at a time.');
    const json = await post('upload-problem-img', IN, { problemImage: 'abc' });
    expect(json.json()).toMatchObject({
      code: '400',
      message: 'problemImage: please attach a photo.',
    });
    // Nothing refused was kept.
    expect(await t.db.query('select id from complaint_images')).toEqual([]);
  });

  it('saves a complaint with photos: reference, due date, list, detail, answer and one rating', async () => {
    t = await makeTestApp(kind);
    const photos = [await uploaded(IN, await photoWithGps()), await uploaded(IN, await png())];
    const saved = await post('problem-save', IN, {
      problemType: 2,
      problemDetail: 'I paid by UPI on Friday and the loan still shows it as unpaid.',
      problemImage: photos.map((p) => p.url).join(','),
      orderNo: 1004,
      requestKey: 'form-1',
    });
    expect(saved.json(), saved.body).toMatchObject({ code: '00', message: '' });
    const { problemId, reference, dueDate } = saved.json().data;
    expect(reference).toBe(`TNC-IN-${String(problemId).padStart(6, '0')}`);
    // Made on 21 November 2026 in India: the answer is due within 30 calendar days.
    expect(dueDate).toBe('2026-12-21');

    const list = (await post('problem-list', IN)).json().data;
    expect(list.tabs.map((tab: { title: string }) => tab.title)).toEqual([
      'In progress',
      'Resolved',
    ]);
    expect(list.tabs[0].list).toEqual([
      {
        id: problemId,
        time: '2026-11-21T06:00:00.000Z',
        type: 2,
        typeTitle: 'Repayment',
        content: 'I paid by UPI on Friday and the loan still shows it as unpaid.',
        reference,
        dueDate,
        status: 1,
      },
    ]);
    expect(list.tabs[1].list).toEqual([]);

    const detail = (await post('problem-detail', IN, { problemId })).json().data;
    expect(detail).toMatchObject({
      type: 2,
      typeTitle: 'Repayment',
      sonType: null,
      images: photos.map((p) => p.url),
      orderNo: '1004',
      reference,
      dueDate,
      status: 1,
      disposeDetail: '',
      disposeImages: [],
      isScore: 0,
      score: null,
      escalation: {
        due: false,
        authority: 'RBI Ombudsman',
        url: 'https://cms.rbi.org.in',
        grievanceOfficer: { name: 'Priya Raman', email: 'grievance@tenora.in' },
      },
    });
    // Where and from when, before any answer: the day after the due date.
    expect(detail.escalation.text).toMatch(
      /^If we have not answered by 21 Dec 2026, you may complain to the RBI Ombudsman from 22 Dec 2026, through the RBI's Complaint Management System\. If you are not satisfied with our answer, you may complain as soon as you have it\./,
    );
    expect((await post('save-score', IN, { problemId, score: 5 })).json()).toMatchObject({
      code: '01',
      message: 'You can rate this complaint once we have answered it.',
    });

    const answered = await answer(problemId, 'The payment reached us late; it is now applied.', [
      (await png(100, 100)).toString('base64'),
    ]);
    expect(answered.json(), answered.body).toMatchObject({ code: 0, data: { status: 2 } });
    const resolved = (await post('problem-detail', IN, { problemId })).json().data;
    expect(resolved).toMatchObject({
      status: 2,
      disposeDetail: 'The payment reached us late; it is now applied.',
      isScore: 1,
    });
    expect(resolved.disposeImages).toHaveLength(1);
    expect((await image(IN, resolved.disposeImages[0])).statusCode).toBe(200);
    expect((await image(ID, resolved.disposeImages[0])).statusCode).toBe(404);
    expect((await answer(problemId)).json().code).toBe(1);
    expect((await post('problem-list', IN)).json().data.tabs[1].list[0].id).toBe(problemId);

    expect((await post('save-score', IN, { problemId, score: 2 })).json()).toEqual({
      code: '00',
      data: { score: 2 },
      message: '',
    });
    expect((await post('save-score', IN, { problemId, score: 5 })).json()).toMatchObject({
      code: '01',
      message: 'You have already rated this complaint. Thank you.',
    });
    const rated = (await post('problem-detail', IN, { problemId })).json().data;
    // Two stars: not satisfied, so the page says where to escalate.
    expect(rated).toMatchObject({ isScore: 0, score: 2, escalation: { due: true } });
    expect(rated.escalation.text).toMatch(
      /^If you are not satisfied with our answer, you may complain to the RBI Ombudsman now/,
    );
  });

  it('makes one complaint of a double tap, with or without the app’s request key', async () => {
    t = await makeTestApp(kind);
    const form = {
      problemType: 6,
      problemDetail: 'The app closes when I open my loan.',
      orderNo: 1004,
    };
    const keyed = await Promise.all(
      [1, 2, 3].map(() => post('problem-save', IN, { ...form, requestKey: 'tap-1' })),
    );
    const ids = keyed.map((r) => r.json().data.problemId);
    expect(new Set(ids).size).toBe(1);
    const bare = await Promise.all([1, 2].map(() => post('problem-save', IN, form)));
    expect(bare[0]?.json().data.problemId).toBe(bare[1]?.json().data.problemId);
    // The same words a minute later are a new complaint.
    t.clock.advanceMinutes(1);
    const later = (await post('problem-save', IN, form)).json().data.problemId;
    expect(later).not.toBe(bare[0]?.json().data.problemId);
    const count = await t.db.query<{ n: number }>('select count(*)::int as n from complaints');
    expect(count[0]?.n).toBe(3);
  });

  it('gives Indonesia 10 working days, extendable once with a reason', async () => {
    t = await makeTestApp(kind);
    const saved = (
      await post('problem-save', ID, {
        problemType: 4,
        problemDetail: 'Biaya tidak sesuai.',
        orderNo: 2004,
      })
    ).json().data;
    // Saturday 21 November 2026: ten working days end on Friday 4 December.
    expect(saved.dueDate).toBe('2026-12-04');
    expect(saved.reference).toMatch(/^TNC-ID-\d{6}$/);
    const extend = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: '/film/dev/complaints/extend',
        payload: { problemId: saved.problemId, reason },
      });
    expect((await extend('Kami menunggu data dari bank.')).json().data.dueDate).toBe('2026-12-18');
    expect((await extend('Lagi.')).json().code).toBe(1);
    const detail = (await post('problem-detail', ID, { problemId: saved.problemId })).json().data;
    expect(detail).toMatchObject({
      dueDate: '2026-12-18',
      extension: { reason: 'Kami menunggu data dari bank.', previousDueDate: '2026-12-04' },
      escalation: {
        due: false,
        authority: 'OJK',
        url: 'https://kontak157.ojk.go.id',
        // The app config's officer, as in India.
        grievanceOfficer: {
          name: 'Dewi Lestari',
          phone: '+62 21 5091 2299',
          email: 'pengaduan@tenora.co.id',
        },
      },
    });
    // Before the (moved) date, it says from when OJK may be asked.
    expect(detail.escalation.text).toMatch(
      /^Jika kami belum menjawab paling lambat 18 Des 2026, mulai 19 Des 2026 Anda dapat mengadukannya ke layanan pengaduan konsumen OJK/,
    );
    // Past the due date without an answer, the page points to OJK now.
    t.clock.advanceMinutes(28 * 24 * 60);
    const late = (await post('problem-detail', ID, { problemId: saved.problemId })).json().data;
    expect(late.escalation).toMatchObject({ due: true, url: 'https://kontak157.ojk.go.id' });
    expect(late.escalation.text).toMatch(
      /^Jawaban kami seharusnya Anda terima paling lambat 18 Des 2026: Anda dapat mengadukannya sekarang ke layanan pengaduan konsumen OJK/,
    );
    // India's complaints are never extended.
    const india = (
      await post('problem-save', IN, { problemType: 7, problemDetail: 'Other.' })
    ).json().data;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/film/dev/complaints/extend',
      payload: { problemId: india.problemId, reason: 'x' },
    });
    expect(refused.json().code).toBe(1);
  });

  it("points every complaint to its regulator at an address the app's config lets it open", async () => {
    t = await makeTestApp(kind);
    for (const [session, appName, host] of [
      [IN, 'tenora-in', 'cms.rbi.org.in'],
      [ID, 'tenora-id', 'kontak157.ojk.go.id'],
    ] as const) {
      const made = (
        await post('problem-save', session, { problemType: 7, problemDetail: 'Other.' })
      ).json().data;
      const { escalation } = (
        await post('problem-detail', session, { problemId: made.problemId })
      ).json().data;
      const config = (
        await t.app.inject({ method: 'GET', url: `/film/app/config?appName=${appName}` })
      ).json().data;
      expect(new URL(escalation.url).host).toBe(host);
      expect(config.allowedHosts).toContain(host);
    }
    // An app stored before the regulators' hosts were allowed is given its own market's one, once.
    const sql = await readFile(
      path.join(import.meta.dirname, '../src/db/migrations/030-regulator-hosts.sql'),
      'utf8',
    );
    await t.db.query(
      `update apps set allowed_hosts = '["help.tenora.in"]'::jsonb where app_name = 'tenora-in'`,
    );
    await t.db.exec(sql);
    await t.db.exec(sql);
    const rows = await t.db.query<{ app_name: string; allowed_hosts: string[] }>(
      'select app_name, allowed_hosts from apps order by app_name',
    );
    const hostsOf = (name: string) => rows.find((r) => r.app_name === name)?.allowed_hosts;
    expect(hostsOf('tenora-in')).toEqual(['help.tenora.in', 'cms.rbi.org.in']);
    expect(hostsOf('tenora-id')?.filter((h) => h === 'kontak157.ojk.go.id')).toHaveLength(1);
    expect(hostsOf('tenora-id')).not.toContain('cms.rbi.org.in');
  });

  it('allows collection conduct only on an order that is or has been overdue', async () => {
    t = await makeTestApp(kind);
    const init = (await post('problem-init', IN, { orderNo: 1002 })).json().data;
    expect(init.orderDetail).toMatchObject({ orderNo: '1002', isShow: 0 });
    expect(init.problemType[0]).toEqual({ value: 1, title: 'Collection conduct' });
    expect(init.problemSonType.map((s: { title: string }) => s.title)).toContain('Threats');
    const overdue = init.orderList.find((o: { orderNo: string }) => o.orderNo === '1004');
    expect(overdue).toMatchObject({ isShow: 1, statusText: expect.any(String) });
    expect(overdue.rows[0]).toMatchObject({
      title: 'Loan amount',
      value: expect.stringContaining('₹'),
    });

    const blocked = await post('problem-save', IN, {
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'An agent called my brother.',
      orderNo: 1002,
    });
    expect(blocked.json()).toMatchObject({
      code: '01',
      message: expect.stringContaining('only for a loan that is or has been overdue'),
    });
    const blockedId = await post('problem-save', ID, {
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'Penagih menelepon kakak saya.',
      orderNo: 2002,
    });
    expect(blockedId.json().message).toContain('pernah terlambat');
    const noSonType = await post('problem-save', IN, {
      problemType: 1,
      problemDetail: 'An agent called my brother.',
      orderNo: 1004,
    });
    expect(noSonType.json().message).toBe('Please choose what happened in the collection.');
    const allowed = await post('problem-save', IN, {
      problemType: 1,
      problemSonType: 2,
      problemDetail: 'An agent called my brother.',
      orderNo: 1004,
    });
    expect(allowed.json()).toMatchObject({ code: '00' });
    const detail = (
      await post('problem-detail', IN, { problemId: allowed.json().data.problemId })
    ).json().data;
    expect(detail).toMatchObject({ sonType: 2, sonTypeTitle: 'Contacting my family or contacts' });
  });

  it('refuses an empty text and a tenth photo, in the borrower’s language', async () => {
    t = await makeTestApp(kind);
    expect(
      (await post('problem-save', ID, { problemType: 2, problemDetail: '  ' })).json(),
    ).toMatchObject({
      code: '400',
      message: 'Silakan isi komentar dan saran Anda',
    });
    expect((await post('problem-save', IN, { problemType: 2 })).json().message).toBe(
      'Please fill in your comments and suggestions',
    );
    const tooLong = await post('problem-save', IN, {
      problemType: 2,
      problemDetail: 'x'.repeat(201),
    });
    expect(tooLong.json().code).toBe('400');
    const picture = await png(40, 40);
    const ten = [];
    for (let i = 0; i < 10; i += 1) ten.push((await uploaded(IN, picture)).url);
    const tenth = await post('problem-save', IN, {
      problemType: 2,
      problemDetail: 'Ten photos.',
      problemImage: ten.join(','),
    });
    expect(tenth.json()).toMatchObject({ code: '400', message: 'You can add at most 9 photos.' });
    const nine = await post('problem-save', IN, {
      problemType: 2,
      problemDetail: 'Nine photos.',
      problemImage: ten.slice(0, 9).join(','),
    });
    expect(nine.json().code).toBe('00');
    const detail = (
      await post('problem-detail', IN, { problemId: nine.json().data.problemId })
    ).json().data;
    expect(detail.images).toEqual(ten.slice(0, 9));
    // A photo already in a complaint cannot be put in another.
    const reused = await post('problem-save', IN, {
      problemType: 2,
      problemDetail: 'Again.',
      problemImage: ten[0],
    });
    expect(reused.json().message).toBe(
      'One of the photos is no longer available. Please remove it and add it again.',
    );
  });

  it("keeps every call to the borrower's own complaints, images and orders", async () => {
    t = await makeTestApp(kind);
    const photo = await uploaded(IN, await png());
    const mine = (
      await post('problem-save', IN, {
        problemType: 2,
        problemDetail: 'Mine.',
        problemImage: photo.url,
        orderNo: 1004,
      })
    ).json().data;
    await answer(mine.problemId);
    const loose = await uploaded(IN, await png());

    expect((await post('problem-detail', ID, { problemId: mine.problemId })).statusCode).toBe(404);
    expect((await post('save-score', ID, { problemId: mine.problemId, score: 1 })).statusCode).toBe(
      404,
    );
    expect((await image(ID, photo.url)).statusCode).toBe(404);
    expect((await post('problem-init', ID, { orderNo: 1004 })).statusCode).toBe(404);
    expect(
      (await post('problem-save', ID, { problemType: 2, problemDetail: 'x', orderNo: 1004 }))
        .statusCode,
    ).toBe(404);
    // Borrower 1's unattached photo cannot be put in borrower 2's complaint.
    const stolen = await post('problem-save', ID, {
      problemType: 2,
      problemDetail: 'x',
      problemImage: loose.url,
    });
    expect(stolen.json().code).toBe('400');
    const lists = (await post('problem-list', ID)).json().data;
    expect(lists.tabs.flatMap((tab: { list: unknown[] }) => tab.list)).toEqual([]);
    const ownInit = (await post('problem-init', ID)).json().data;
    expect(ownInit.orderList.every((o: { orderNo: string }) => o.orderNo.startsWith('20'))).toBe(
      true,
    );
    const qa = await t.app.inject({
      method: 'GET',
      url: `${BASE}/get-qa-list?${ID}&orderNo=1004`,
    });
    expect(qa.statusCode).toBe(404);
    expect(
      (await post('qa-record', ID, { type: 4, value: 'extension', orderNo: 1004 })).statusCode,
    ).toBe(404);
    const records = await t.db.query('select id from qa_records');
    expect(records).toEqual([]);
    // Without a session, nothing at all.
    const anonymous = await t.app.inject({ method: 'POST', url: `${BASE}/problem-list` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('removes photos never attached a day after upload, and keeps attached ones', async () => {
    t = await makeTestApp(kind);
    const kept = await uploaded(IN, await png());
    await post('problem-save', IN, {
      problemType: 2,
      problemDetail: 'Kept.',
      problemImage: kept.url,
    });
    const orphan = await uploaded(IN, await png());
    const keyOf = async (id: string) =>
      (
        await t.db.query<{ storage_key: string }>(
          'select storage_key from complaint_images where id = $1',
          [id],
        )
      )[0]?.storage_key ?? '';
    const orphanKey = await keyOf(orphan.imageId);
    const deps = { db: t.db, clock: t.clock, storage: t.storage };

    t.clock.advanceMinutes(23 * 60);
    expect(await sweepOrphanImages(deps)).toBe(0);
    expect((await image(IN, orphan.url)).statusCode).toBe(200);

    t.clock.advanceMinutes(2 * 60);
    expect(await sweepOrphanImages(deps)).toBe(1);
    expect((await image(IN, orphan.url)).statusCode).toBe(404);
    expect(await t.storage.get(orphanKey)).toBeNull();
    expect((await image(IN, kept.url)).statusCode).toBe(200);
  });

  /** The photos kept on disk, whatever the database says. */
  const storedPhotos = async () =>
    (await readdir(path.join(t.storage.root, 'complaints')).catch(() => [])).filter(
      (f) => !f.endsWith('.type'),
    );

  raceIt(kind)(
    'keeps at most 27 unsent photos of 40 uploaded at once, and says why to the rest',
    async () => {
      t = await makeTestApp(kind);
      const picture = await png(40, 40);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => upload(IN, { data: picture })),
      );
      const kept = answers.filter((a) => a.json().code === '00');
      expect(kept).toHaveLength(27);
      const refused = answers.filter((a) => a.json().code !== '00');
      expect(refused).toHaveLength(13);
      for (const r of refused) {
        expect(r.statusCode).toBe(429);
        expect(r.json().message).toBe(
          'You have added many photos without sending a complaint. Please send your complaint first, or try again tomorrow.',
        );
      }
      expect(
        await t.db.query('select count(*)::int as n from complaint_images where user_id = 1'),
      ).toEqual([{ n: 27 }]);
      expect(await storedPhotos()).toHaveLength(27);
      // The photos kept make a complaint as any others would.
      const sent = await post('problem-save', IN, {
        problemType: 2,
        problemDetail: 'Nine of them.',
        problemImage: kept
          .slice(0, 9)
          .map((a) => a.json().data.url)
          .join(','),
      });
      expect(sent.json().code).toBe('00');
    },
  );

  raceIt(kind)('keeps at most 27 unsent reply photos of a staff member’s 40 at once', async () => {
    t = await makeTestApp(kind);
    const agent = await staffSession(t, ['agent']);
    const body = multipartBody([
      { name: 'image', filename: 'r.png', contentType: 'image/png', data: await png(40, 40) },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/film/ops/complaints/upload-image',
          payload: body.payload,
          headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf, ...body.headers },
        }),
      ),
    );
    expect(answers.filter((a) => a.json().code === 0)).toHaveLength(27);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(13);
    expect(await storedPhotos()).toHaveLength(27);
  });
});
