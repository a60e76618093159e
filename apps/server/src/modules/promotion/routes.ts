import {
  channelTemplate,
  getCaptcha,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '@tenora/contract/promotion';
import { devCaptcha } from '@tenora/contract/dev';
import { promotionFunnel, saveLandingTemplate } from '@tenora/contract/promotion-operator';
import { renderCaptcha } from '../../platform/captcha.ts';
import { badInput, businessFailure, notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';
import { opsFunnel, opsTemplateList, opsTemplateSave } from '@tenora/contract/ops';
import { allTemplates, findTemplate, funnelCounts, captchaBySid } from './repository.ts';
import {
  drawableCaptcha,
  newCaptcha,
  register as registerBorrower,
  saveLanding,
  sendRegistrationCode,
  trackPage,
  landingView,
} from './service.ts';

export const promotionRoutes = [
  bind(channelTemplate, async ({ templateId }, { deps, t, locale }) => {
    const template = await findTemplate(deps.db, templateId);
    if (!template) throw businessFailure(t('promotion.unknownTemplate'));
    return landingView(deps, template, locale);
  }),

  bind(trackVisit, async (input, ctx) => {
    await trackPage(ctx, input);
    return {};
  }),

  bind(trackClick, async (input, ctx) => {
    await trackPage(ctx, input, 'click');
    return {};
  }),

  bind(getSid, async (_input, ctx) => newCaptcha(ctx)),

  bind(getCaptcha, async ({ sid }, ctx) => {
    const captcha = await drawableCaptcha(ctx, sid);
    return { contentType: 'image/png', body: new Uint8Array(renderCaptcha(captcha.answer)) };
  }),

  bind(getSms, async (input, ctx) => sendRegistrationCode(ctx, input)),

  bind(register, async (input, ctx) => {
    await registerBorrower(ctx, input);
    return {};
  }),

  bind(devCaptcha, async ({ sid }, { deps, t }) => {
    const captcha = await captchaBySid(deps.db, sid);
    if (!captcha) throw notFound(t('promotion.captchaExpired'));
    return { answer: captcha.answer };
  }),

  bind(promotionFunnel, async ({ from, to, templateId }, { deps, t }) => {
    if (from > to) throw badInput(t('promotion.badRange', 'from, to'));
    return { from, to, rows: await funnelCounts(deps.db, from, to, templateId) };
  }),

  bind(saveLandingTemplate, async (input, ctx) => saveLanding(ctx, input)),

  // The same features in the console, for admins (decision 065).
  bind(opsTemplateList, async (_input, { deps }) => ({ templates: await allTemplates(deps.db) })),
  bind(opsTemplateSave, async (input, ctx) => saveLanding(ctx, input, ctx.staff.id)),
  bind(opsFunnel, async ({ from, to, templateId }, { deps, t }) => {
    if (from > to) throw badInput(t('promotion.badRange', 'from, to'));
    return { from, to, rows: await funnelCounts(deps.db, from, to, templateId) };
  }),
];
