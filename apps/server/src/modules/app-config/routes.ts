import { appConfig } from '@tenora/contract/film';
import { notFound } from '../../platform/errors.ts';
import { bind } from '../../platform/register.ts';

export const appConfigRoutes = [
  bind(appConfig, async ({ appName }, { deps, t }) => {
    const config = await deps.apps.find(appName);
    if (!config) throw notFound(t('app.unknown'));
    return config;
  }),
];
