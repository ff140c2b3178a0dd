import { BrandLogoQuerySchema, BrandSchema, SaveBrandRequestSchema, UploadBrandLogoRequestSchema } from './brand.js';
import { access, endpoint } from './endpoint.js';

const tag = 'brand';

/** The plan's brand: read by every page (the Login page included), changed in Site Administration by employees with the brand role. */
export const brandEndpoints = {
  brand: endpoint({
    method: 'GET',
    path: '/brand/',
    access: access.public,
    response: BrandSchema,
    tag,
    summary: "The plan's name, product name, colour and logo URL.",
  }),
  logo: endpoint({
    method: 'GET',
    path: '/brand/logo/',
    access: access.public,
    query: BrandLogoQuerySchema,
    response: 'file',
    tag,
    summary: "The plan's logo (PNG or SVG).",
  }),
  saveBrand: endpoint({ method: 'PUT', path: '/admin/brand/', access: access.brand, body: SaveBrandRequestSchema, response: BrandSchema, tag }),
  uploadLogo: endpoint({ method: 'PUT', path: '/admin/brand/logo/', access: access.brand, body: UploadBrandLogoRequestSchema, response: BrandSchema, tag }),
  removeLogo: endpoint({ method: 'DELETE', path: '/admin/brand/logo/', access: access.brand, response: BrandSchema, tag }),
} as const;
