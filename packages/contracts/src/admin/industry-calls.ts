import { z } from 'zod';
import { defineCalls } from '../call';
import { dataOf, idParams, listOf, zBodyId, zLine } from '../common';
import { URL_SLUG_PATTERN } from '../seller-roles';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';

/** An industry as the admins' industry settings show it: hidden ones too, with their shops. */
export const ZAdminIndustry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Other words people type for it (`nail manicure`), read by keyword search. */
  searchWords: z.string(),
  imageUrl: z.string().nullable(),
  position: z.number().int(),
  /** Hidden: left off the public lists and filters; its shops keep it. */
  hidden: z.boolean(),
  /** Shops of the industry, whatever their review status. */
  shopCount: z.number().int(),
});
export type TAdminIndustry = z.infer<typeof ZAdminIndustry>;

export const INDUSTRY_NAME_MAX_LENGTH = 20;
export const INDUSTRY_SEARCH_WORDS_MAX_LENGTH = 200;

const industryFields = {
  name: zLine()
    .min(1, '請輸入產業名稱')
    .max(INDUSTRY_NAME_MAX_LENGTH, `產業名稱最多 ${INDUSTRY_NAME_MAX_LENGTH} 字`),
  /** As the seeded ones (`hair`, `nail`): a shop URL slug's rules. */
  slug: z
    .string({ error: '請輸入英文代稱' })
    .trim()
    .toLowerCase()
    .regex(URL_SLUG_PATTERN, '英文代稱只能用小寫英數字與連字號，頭尾不可為連字號，最多 64 字'),
  searchWords: zLine()
    .max(INDUSTRY_SEARCH_WORDS_MAX_LENGTH, `搜尋關鍵字最多 ${INDUSTRY_SEARCH_WORDS_MAX_LENGTH} 字`)
    .default(''),
};

export const ZCreateIndustryRequest = z.strictObject(industryFields);
export type TCreateIndustryRequest = z.infer<typeof ZCreateIndustryRequest>;

export const ZUpdateIndustryRequest = z
  .strictObject({
    name: industryFields.name.optional(),
    slug: industryFields.slug.optional(),
    searchWords: industryFields.searchWords.unwrap().optional(),
    hidden: z.boolean().optional(),
    /** null takes the image off; a new one comes through uploadIndustryImage. */
    imageUrl: z.null().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), '請至少修改一個欄位');
export type TUpdateIndustryRequest = z.infer<typeof ZUpdateIndustryRequest>;

export const ZReorderIndustriesRequest = z.strictObject({
  ids: z.array(zBodyId()).min(1).max(500),
});
export type TReorderIndustriesRequest = z.infer<typeof ZReorderIndustriesRequest>;

export const ZIndustryIdParams = idParams('industryId');
export const ZAdminIndustryResponse = dataOf(ZAdminIndustry);
export const ZAdminIndustriesResponse = listOf(ZAdminIndustry);

const NAME_TAKEN =
  '409 E_TAG_NAME_TAKEN (field name) when another industry has the name, E_SLUG_TAKEN (field slug) for the slug.';
const PUBLIC_NOW =
  "The public lists (home page, /industries, search filters and suggestions) follow at once on this instance; other instances within their caches' few seconds.";

/** The admins' industry settings: the industries the home page and search offer. */
export const adminIndustryCalls = defineCalls('admin industries', {
  listIndustries: {
    method: 'GET',
    path: '/v1/admin/industries',
    summary: 'Every industry in display order, hidden ones included, with its shop count',
    description: adminsWho('industries.manage'),
    response: ZAdminIndustriesResponse,
    errors: ADMIN_READ_ERRORS,
  },
  createIndustry: {
    method: 'POST',
    path: '/v1/admin/industries',
    summary: 'Add an industry at the end of the list (audited)',
    description: `${adminsWho('industries.manage')} ${NAME_TAKEN} ${PUBLIC_NOW}`,
    body: ZCreateIndustryRequest,
    response: ZAdminIndustryResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_TAG_NAME_TAKEN', 'E_SLUG_TAKEN'],
  },
  updateIndustry: {
    method: 'PATCH',
    path: '/v1/admin/industries/{industryId}',
    summary: 'Rename, hide or show an industry, or take its image off (audited)',
    description: `${adminsWho('industries.manage')} A hidden industry leaves the public lists and filters; its shops keep it. ${NAME_TAKEN} ${PUBLIC_NOW}`,
    params: ZIndustryIdParams,
    body: ZUpdateIndustryRequest,
    response: ZAdminIndustryResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_TAG_NAME_TAKEN', 'E_SLUG_TAKEN'],
  },
  reorderIndustries: {
    method: 'POST',
    path: '/v1/admin/industries:reorder',
    summary: 'Put the industries in a new order (ids: every industry, audited)',
    description: `${adminsWho('industries.manage')} ${PUBLIC_NOW}`,
    body: ZReorderIndustriesRequest,
    response: ZAdminIndustriesResponse,
    errors: ADMIN_WRITE_ERRORS,
  },
  uploadIndustryImage: {
    method: 'POST',
    path: '/v1/admin/industries/{industryId}/image',
    summary: "Set the industry's image (multipart field `file`, JPG/PNG/WebP ≤ 8 MB, audited)",
    description: `${adminsWho('industries.manage')} The image pipeline of shop images: re-encoded as WebP; the previous file is retired. ${PUBLIC_NOW}`,
    params: ZIndustryIdParams,
    multipart: true,
    response: ZAdminIndustryResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_FILE_TOO_LARGE'],
  },
});
