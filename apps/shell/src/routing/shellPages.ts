import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/** The shell's own pages besides home, each its own chunk. */
const PAGES: Record<string, () => PageModule> = {
  '/pages/login/login': () => import('../pages/login/LoginPage'),
  '/pages/forgetPassword/index': () => import('../pages/forgetPassword/ForgetPasswordPage'),
  '/pages/access/access': () => import('../pages/access/AccessPage'),
  '/choose-location': () => import('../pages/system/LocationPage'),
  '/open-location': () => import('../pages/system/LocationPage'),
  '*': () => import('../pages/system/NotFoundPage'),
};

export function shellPage(path: string) {
  const load = PAGES[path];
  if (!load) throw new Error(`no shell page for ${path}`);
  return async () => ({ Component: (await load()).default });
}
