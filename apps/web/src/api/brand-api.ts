import { brandEndpoints, defaultBrand } from '@portal/contracts';
import type { Brand, SaveBrandRequest, UploadBrandLogoRequest } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export const brandQueryOptions = queryOptions({
  queryKey: ['brand'],
  queryFn: () => callEndpoint(brandEndpoints.brand),
  staleTime: Infinity,
});

/** What pages show until the brand arrives, or if it cannot be read: the demo plan's default. */
export const fallbackBrand: Brand = { ...defaultBrand, logoUrl: null, updatedAt: null };

/** The brand is public and changes rarely: read once per page load, shared by the header, titles and theme. */
export function useBrand(): Brand {
  return useQuery(brandQueryOptions).data ?? fallbackBrand;
}

export const saveBrand = (body: SaveBrandRequest) => callEndpoint(brandEndpoints.saveBrand, { body });
export const uploadBrandLogo = (body: UploadBrandLogoRequest) => callEndpoint(brandEndpoints.uploadLogo, { body });
export const removeBrandLogo = () => callEndpoint(brandEndpoints.removeLogo);
