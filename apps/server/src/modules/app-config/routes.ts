import { appConfig } from '@tenora/contract/film';
import { marketOfLocale } from '@tenora/domain/market';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';

export const appConfigRoutes = [
  bind(appConfig, async ({ appName, market }, { deps, t, locale }) => {
    const config =
      appName !== undefined
        ? await deps.apps.find(appName)
        : await deps.apps.forPublicPage(undefined, market ?? marketOfLocale(locale));
    if (!config) throw notFound(t('app.unknown'));
    return config;
  }),
];
