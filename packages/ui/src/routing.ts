import type { ComponentType } from 'react';

/**
 * What an area exposes as `./routes`: its pages by path. The shell owns the router and decides who
 * may open a path (route ownership table); the area only says how to load each page.
 */
export interface AreaPage {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface AreaRoutesModule {
  area: string;
  pages: AreaPage[];
}
