import { type ComponentProps, lazy, Suspense } from 'react';
import { PageLoader } from '../page-loader';
import type { ClinicalUploader as LoadedClinicalUploader } from './clinical-uploader';

// The dropzone (react-dropzone with its table of file types, some 20 KB gzip) loads where files are asked for, not
// with every page that may ask for them (the wizard's first step, an authorization's overview).
const Uploader = lazy(() => import('./clinical-uploader').then((module) => ({ default: module.ClinicalUploader })));

/** The clinical uploader (clinical-uploader.tsx), loaded when it is first shown. */
export function ClinicalUploader(props: ComponentProps<typeof LoadedClinicalUploader>) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Uploader {...props} />
    </Suspense>
  );
}
