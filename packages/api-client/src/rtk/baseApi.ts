import { createApi } from '@reduxjs/toolkit/query/react';
import { TAGS } from '../contract/define';
import { platformBaseQuery } from './baseQuery';

/** The one api slice (one base URL). Its endpoints are injected by the generated module only. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
