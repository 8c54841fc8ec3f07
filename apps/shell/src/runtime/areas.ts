export const AREAS = ['wallet', 'games', 'promotions', 'account', 'support'] as const;
export type AreaName = (typeof AREAS)[number];
export type AppName = 'shell' | AreaName;
