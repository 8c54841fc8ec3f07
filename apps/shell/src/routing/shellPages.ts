import type { ComponentType } from 'react';
import type { RouteName } from '@platform/routes';

type PageModule = Promise<{ default: ComponentType }>;

/** The shell's own pages besides home, each its own chunk; `notFound` answers every unknown path. */
const PAGES: Partial<Record<RouteName | 'notFound', () => PageModule>> = {
  login: () => import('../pages/login/LoginPage'),
  forgetPassword: () => import('../pages/forgetPassword/ForgetPasswordPage'),
  access: () => import('../pages/access/AccessPage'),
  chooseLocation: () => import('../pages/chooseLocation/ChooseLocationPage'),
  openLocation: () => import('../pages/openLocation/OpenLocationPage'),
  notFound: () => import('../pages/notFound/NotFoundPage'),
};

export function shellPage(name: RouteName | 'notFound') {
  const load = PAGES[name];
  if (!load) throw new Error(`no shell page for ${name}`);
  return async () => ({ Component: (await load()).default });
}
